package dev.sdkgen.engine.rules;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The reference graph of a spec's component schemas, and its cycles. A link is <em>hard</em> when
 * a value cannot leave it out: a required, non-nullable property, an {@code allOf} member, a plain
 * reference, or the only member of a union. Array/map elements, optional or nullable properties and
 * branches of a union are soft.
 */
public final class CircularReferences {
    /** A reference from one schema to another. */
    record Edge(String target, boolean hard) {
    }

    private final Map<String, List<Edge>> edges;

    public CircularReferences(Spec spec) {
        this.edges = edges(spec);
    }

    /** Whether any schemas reference each other in a cycle (of any links). */
    public boolean hasCycles() {
        return !cyclicComponents(graph(false)).isEmpty();
    }

    /** Adjacency lists in spec order; with {@code hardOnly}, only hard links. */
    public Map<String, List<String>> graph(boolean hardOnly) {
        Map<String, List<String>> graph = new LinkedHashMap<>();
        for (Map.Entry<String, List<Edge>> e : edges.entrySet()) {
            List<String> targets = new ArrayList<>();
            for (Edge edge : e.getValue()) {
                if ((!hardOnly || edge.hard()) && !targets.contains(edge.target())) {
                    targets.add(edge.target());
                }
            }
            graph.put(e.getKey(), targets);
        }
        return graph;
    }

    /** The references of each component schema, in spec order. */
    private static Map<String, List<Edge>> edges(Spec spec) {
        Map<String, List<Edge>> out = new LinkedHashMap<>();
        JsonNode schemas = spec.schemas();
        for (Iterator<Map.Entry<String, JsonNode>> it = schemas.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            List<Edge> edges = new ArrayList<>();
            walk(spec, e.getValue(), true, edges, new HashSet<>(), 0);
            out.put(e.getKey(), edges);
        }
        return out;
    }

    private static void walk(Spec spec, JsonNode s, boolean hard, List<Edge> out, Set<JsonNode> followed, int depth) {
        if (s == null || !s.isObject() || depth > 256) {
            return;
        }
        boolean h = hard && !Spec.isNullable(s);
        String ref = Spec.ref(s);
        if (ref != null) {
            String name = Spec.schemaName(ref);
            if (name != null && spec.schemas().has(name)) {
                out.add(new Edge(name, h));
            } else if (followed.add(s)) {
                walk(spec, spec.resolve(s), h, out, followed, depth + 1);
            }
            return;
        }
        JsonNode props = s.get("properties");
        if (props != null && props.isObject()) {
            Set<String> required = Spec.required(s);
            for (Iterator<Map.Entry<String, JsonNode>> it = props.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> p = it.next();
                walk(spec, p.getValue(), h && required.contains(p.getKey()), out, followed, depth + 1);
            }
        }
        JsonNode all = s.get("allOf");
        if (all != null && all.isArray()) {
            all.forEach(m -> walk(spec, m, h, out, followed, depth + 1));
        }
        for (String union : new String[] {"oneOf", "anyOf"}) {
            JsonNode members = s.get(union);
            if (members != null && members.isArray()) {
                boolean single = members.size() == 1;
                members.forEach(m -> walk(spec, m, h && single, out, followed, depth + 1));
            }
        }
        for (String soft : new String[] {"items", "additionalProperties", "unevaluatedProperties", "unevaluatedItems",
            "contains", "additionalItems"}) {
            walk(spec, s.get(soft), false, out, followed, depth + 1);
        }
        for (String softList : new String[] {"prefixItems", "patternProperties"}) {
            JsonNode list = s.get(softList);
            if (list != null && (list.isArray() || list.isObject())) {
                list.forEach(m -> walk(spec, m, false, out, followed, depth + 1));
            }
        }
    }

    /** Strongly connected components that contain a cycle, each in spec order, in order of their first member. */
    public static List<List<String>> cyclicComponents(Map<String, List<String>> graph) {
        List<String> order = new ArrayList<>(graph.keySet());
        Map<String, Integer> position = new HashMap<>();
        for (int i = 0; i < order.size(); i++) {
            position.put(order.get(i), i);
        }
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new HashSet<>();
        List<List<String>> out = new ArrayList<>();
        int[] counter = {0};
        for (String v : order) {
            if (!index.containsKey(v)) {
                strongConnect(v, graph, index, low, stack, onStack, counter, out);
            }
        }
        List<List<String>> cyclic = new ArrayList<>();
        for (List<String> c : out) {
            if (c.size() > 1 || graph.getOrDefault(c.get(0), List.of()).contains(c.get(0))) {
                c.sort((a, b) -> Integer.compare(position.get(a), position.get(b)));
                cyclic.add(c);
            }
        }
        cyclic.sort((a, b) -> Integer.compare(position.get(a.get(0)), position.get(b.get(0))));
        return cyclic;
    }

    /** Tarjan's algorithm, iterative so deep schema chains cannot overflow the stack. */
    private static void strongConnect(String root, Map<String, List<String>> graph, Map<String, Integer> index,
            Map<String, Integer> low, Deque<String> stack, Set<String> onStack, int[] counter, List<List<String>> out) {
        Deque<Object[]> work = new ArrayDeque<>();
        work.push(new Object[] {root, 0});
        index.put(root, counter[0]);
        low.put(root, counter[0]++);
        stack.push(root);
        onStack.add(root);
        while (!work.isEmpty()) {
            Object[] frame = work.peek();
            String v = (String) frame[0];
            int i = (Integer) frame[1];
            List<String> next = graph.getOrDefault(v, List.of());
            if (i < next.size()) {
                frame[1] = i + 1;
                String w = next.get(i);
                if (!graph.containsKey(w)) {
                    continue;
                }
                if (!index.containsKey(w)) {
                    index.put(w, counter[0]);
                    low.put(w, counter[0]++);
                    stack.push(w);
                    onStack.add(w);
                    work.push(new Object[] {w, 0});
                } else if (onStack.contains(w)) {
                    low.put(v, Math.min(low.get(v), index.get(w)));
                }
                continue;
            }
            work.pop();
            if (!work.isEmpty()) {
                String parent = (String) work.peek()[0];
                low.put(parent, Math.min(low.get(parent), low.get(v)));
            }
            if (low.get(v).equals(index.get(v))) {
                List<String> component = new ArrayList<>();
                String w;
                do {
                    w = stack.pop();
                    onStack.remove(w);
                    component.add(w);
                } while (!w.equals(v));
                out.add(component);
            }
        }
    }

    /** A shortest cycle from {@code start} back to it inside {@code members}: [start, ..., start]. */
    public static List<String> shortestCycle(Map<String, List<String>> graph, String start, Set<String> members) {
        Map<String, String> parent = new HashMap<>();
        Deque<String> queue = new ArrayDeque<>();
        queue.add(start);
        Set<String> seen = new HashSet<>();
        while (!queue.isEmpty()) {
            String v = queue.poll();
            for (String w : graph.getOrDefault(v, List.of())) {
                if (w.equals(start)) {
                    List<String> path = new ArrayList<>();
                    path.add(start);
                    for (String x = v; !x.equals(start); x = parent.get(x)) {
                        path.add(1, x);
                    }
                    path.add(start);
                    return path;
                }
                if (members.contains(w) && seen.add(w)) {
                    parent.put(w, v);
                    queue.add(w);
                }
            }
        }
        return List.of(start, start);
    }
}
