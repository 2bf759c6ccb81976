package dev.sdkgen.engine.yaml;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.CollectionEndEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.MappingStartEvent;
import org.yaml.snakeyaml.events.ScalarEvent;
import org.yaml.snakeyaml.events.SequenceStartEvent;

/**
 * Finds the 1-based line of JSON pointers in a YAML or JSON text by streaming over it once. The
 * line of an object member is the line of its key; of an array item, where the item starts.
 *
 * <p>Lines are looked up only when a diagnostic needs them, so loading large specs never pays for
 * a position of every node.
 */
public final class LineLocator {
    private LineLocator() {
    }

    /**
     * Lines of the given pointers. A pointer that cannot be found (inside an alias, say) gets the
     * line of its nearest ancestor that can; every requested pointer gets an entry (1 at worst).
     */
    public static Map<String, Integer> locate(String text, Collection<String> pointers, Limits limits) {
        Set<String> wanted = withAncestors(pointers);
        return nearest(pointers, walk(text, wanted, limits));
    }

    /**
     * {@link #locate} for a JSON document given as the UTF-8 bytes that Jackson's byte parser read without error
     * ({@link FileText}): the byte parser counts lines as the text parser does, so the lines are the same. Should the
     * bytes not stream after all, the decoded text takes the ordinary way.
     */
    static Map<String, Integer> locateJson(byte[] utf8, Collection<String> pointers, Limits limits) {
        Set<String> wanted = withAncestors(pointers);
        Map<String, Integer> found = new HashMap<>();
        try (JsonParser parser = SafeLoader.jsonMapper(limits).createParser(utf8)) {
            walkJson(parser, wanted, found);
        } catch (IOException | RuntimeException | StackOverflowError e) {
            return locate(FileText.json(utf8).text(), pointers, limits);
        }
        return nearest(pointers, found);
    }

    /** The pointers with all their ancestors: the containers a walk has to enter. */
    private static Set<String> withAncestors(Collection<String> pointers) {
        Set<String> wanted = new HashSet<>();
        for (String p : pointers) {
            for (String q = p; q != null; q = Pointer.parent(q)) {
                if (!wanted.add(q)) {
                    break;
                }
            }
        }
        return wanted;
    }

    /** Each pointer's line, else its nearest located ancestor's, else 1. */
    private static Map<String, Integer> nearest(Collection<String> pointers, Map<String, Integer> found) {
        Map<String, Integer> out = new HashMap<>();
        for (String p : pointers) {
            Integer line = null;
            for (String q = p; q != null && line == null; q = Pointer.parent(q)) {
                line = found.get(q);
            }
            out.put(p, line == null ? 1 : line);
        }
        return out;
    }

    /** The line of every pointer in the document (for small files such as sdkgen.yaml). */
    public static Map<String, Integer> all(String text, Limits limits) {
        return walk(text, null, limits);
    }

    /**
     * Whether {@link SafeLoader#loadYaml(String, Limits, Map)} can give {@link #all}'s lines from the nodes it composes:
     * not for JSON-looking text (located by the JSON walk), nor for text that may hold an anchor ({@code &}), as an
     * alias is located where it is written, which a composed node does not keep.
     */
    public static boolean linesFromNodes(String text) {
        return !SafeLoader.looksLikeJson(text) && text.indexOf('&') < 0;
    }

    /** {@link #all}'s lines from a composed document without anchors: keys' lines, items' starts, in document order. */
    static void addNodeLines(org.yaml.snakeyaml.nodes.Node root, Map<String, Integer> lines) {
        addNodeLines(root, "", root.getStartMark() == null ? 1 : root.getStartMark().getLine() + 1, lines);
    }

    private static void addNodeLines(org.yaml.snakeyaml.nodes.Node node, String pointer, int line, Map<String, Integer> lines) {
        lines.putIfAbsent(pointer, line);
        if (node instanceof org.yaml.snakeyaml.nodes.MappingNode map) {
            for (org.yaml.snakeyaml.nodes.NodeTuple tuple : map.getValue()) {
                if (tuple.getKeyNode() instanceof org.yaml.snakeyaml.nodes.ScalarNode key) {
                    int keyLine = key.getStartMark() == null ? 1 : key.getStartMark().getLine() + 1;
                    addNodeLines(tuple.getValueNode(), Pointer.child(pointer, key.getValue()), keyLine, lines);
                }
            }
        } else if (node instanceof org.yaml.snakeyaml.nodes.SequenceNode seq) {
            for (int i = 0; i < seq.getValue().size(); i++) {
                org.yaml.snakeyaml.nodes.Node item = seq.getValue().get(i);
                addNodeLines(item, Pointer.child(pointer, i), item.getStartMark() == null ? 1 : item.getStartMark().getLine() + 1, lines);
            }
        }
    }

    private static Map<String, Integer> walk(String text, Set<String> wanted, Limits limits) {
        Map<String, Integer> lines = new HashMap<>();
        try {
            if (SafeLoader.looksLikeJson(text)) {
                try {
                    walkJson(text, wanted, lines, limits);
                    return lines;
                } catch (IOException | RuntimeException e) {
                    lines.clear();
                }
            }
            walkYaml(text, wanted, lines, limits);
        } catch (RuntimeException | StackOverflowError e) {
            // A broken document keeps the lines found before the break; callers fall back to line 1.
        }
        return lines;
    }

    /** One open container while streaming. */
    private static final class Frame {
        final boolean mapping;
        final String pointer;
        final boolean skip;
        final boolean isKey;
        boolean expectingKey = true;
        String key;
        int keyLine;
        int index;

        Frame(boolean mapping, String pointer, boolean skip, boolean isKey) {
            this.mapping = mapping;
            this.pointer = pointer;
            this.skip = skip;
            this.isKey = isKey;
        }
    }

    private static void walkYaml(String text, Set<String> wanted, Map<String, Integer> lines, Limits limits) {
        Deque<Frame> stack = new ArrayDeque<>();
        for (Event event : SafeLoader.yaml(limits).parse(new StringReader(text))) {
            if (event instanceof CollectionEndEvent) {
                Frame done = stack.pop();
                if (done.isKey && !stack.isEmpty()) {
                    stack.peek().expectingKey = false;
                    stack.peek().key = null;
                }
                continue;
            }
            boolean mapStart = event instanceof MappingStartEvent;
            boolean seqStart = event instanceof SequenceStartEvent;
            if (!mapStart && !seqStart && !(event instanceof ScalarEvent) && !(event instanceof AliasEvent)) {
                continue;
            }
            int line = event.getStartMark() == null ? 1 : event.getStartMark().getLine() + 1;
            Frame parent = stack.peek();
            if (parent != null && parent.mapping && parent.expectingKey) {
                if (event instanceof ScalarEvent scalar) {
                    parent.key = scalar.getValue();
                    parent.keyLine = line;
                    parent.expectingKey = false;
                } else if (mapStart || seqStart) {
                    stack.push(new Frame(mapStart, null, true, true));
                } else {
                    parent.key = null;
                    parent.expectingKey = false;
                }
                continue;
            }
            String pointer = record(parent, line, wanted, lines);
            if (mapStart || seqStart) {
                boolean skip = pointer == null || (wanted != null && !wanted.contains(pointer));
                stack.push(new Frame(mapStart, pointer, skip, false));
            }
        }
    }

    /**
     * The node that starts at {@code line} under {@code parent} (both walks): its line recorded when it is wanted (a
     * mapping value's line is its key's), the parent moved on; its pointer, or null when nothing under it is wanted.
     */
    private static String record(Frame parent, int line, Set<String> wanted, Map<String, Integer> lines) {
        String pointer = childPointer(parent);
        int at = parent != null && parent.mapping ? parent.keyLine : line;
        if (pointer != null && (wanted == null || wanted.contains(pointer))) {
            lines.putIfAbsent(pointer, at);
        }
        advance(parent);
        return pointer;
    }

    private static String childPointer(Frame parent) {
        if (parent == null) {
            return "";
        }
        if (parent.skip) {
            return null;
        }
        if (parent.mapping) {
            return parent.key == null ? null : Pointer.child(parent.pointer, parent.key);
        }
        return Pointer.child(parent.pointer, parent.index);
    }

    private static void advance(Frame parent) {
        if (parent == null) {
            return;
        }
        if (parent.mapping) {
            parent.expectingKey = true;
        } else {
            parent.index++;
        }
    }

    private static void walkJson(String text, Set<String> wanted, Map<String, Integer> lines, Limits limits)
            throws IOException {
        try (JsonParser parser = SafeLoader.jsonMapper(limits).createParser(text)) {
            walkJson(parser, wanted, lines);
        }
    }

    private static void walkJson(JsonParser parser, Set<String> wanted, Map<String, Integer> lines) throws IOException {
        Deque<Frame> stack = new ArrayDeque<>();
        JsonToken token;
        while ((token = parser.nextToken()) != null) {
            int line = parser.currentTokenLocation().getLineNr();
            if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) {
                stack.pop();
                continue;
            }
            Frame parent = stack.peek();
            if (token == JsonToken.FIELD_NAME) {
                parent.key = parser.currentName();
                parent.keyLine = line;
                continue;
            }
            String pointer = record(parent, line, wanted, lines);
            if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
                boolean skip = pointer == null || (wanted != null && !wanted.contains(pointer));
                if (skip) {
                    parser.skipChildren();
                } else {
                    stack.push(new Frame(token == JsonToken.START_OBJECT, pointer, false, false));
                }
            }
        }
    }
}
