package dev.sdkgen.codegen.examples;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.diag.Location;
import dev.sdkgen.engine.ir.Method;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.RequestBody;
import dev.sdkgen.engine.ir.Resource;
import dev.sdkgen.engine.ir.Response;
import dev.sdkgen.engine.ir.SdkModel;
import dev.sdkgen.engine.ir.TypeRef;
import dev.sdkgen.engine.spec.Spec;
import dev.sdkgen.engine.yaml.Pointer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Every example the spec gives for what the SDK types: for each generated method, its path, query and
 * header parameters, its request body and its typed responses — at the parameter or media type
 * ({@code example}, {@code examples/*}, following {@code $ref}s to {@code components/examples}) and on the
 * parameter's or media type's own schema (after its {@code $ref}s: {@code example}, and 3.1's
 * {@code examples} array). An example's {@code externalValue} is not read; bodies sent as bytes or text and
 * responses that are not JSON are left out (their examples are not typed values). The same example
 * written against the same type is listed once.
 */
public final class SpecExamples {
    private final Spec spec;
    private final List<SpecExample> out = new ArrayList<>();
    private final Set<String> seen = new LinkedHashSet<>();

    private SpecExamples(Spec spec) {
        this.spec = spec;
    }

    /** The examples of every method of the model, in the order of its resources and methods. */
    public static List<SpecExample> collect(Spec spec, SdkModel model) {
        SpecExamples examples = new SpecExamples(spec);
        examples.resource(model.root());
        return List.copyOf(examples.out);
    }

    /** A node with the pointer it stands at. */
    private record At(String pointer, JsonNode node) {
        At child(String token) {
            return new At(Pointer.child(pointer, token), node.path(token));
        }
    }

    private void resource(Resource r) {
        r.methods().forEach(this::method);
        r.subresources().forEach(this::resource);
    }

    private void method(Method m) {
        Spec.Operation op = spec.operation(m.httpMethod(), m.path());
        if (op == null) {
            return;
        }
        At operation = new At(op.pointer(), op.node());
        At pathItem = new At(Pointer.parent(op.pointer()), op.pathItem());
        List<Parameter> params = new ArrayList<>(m.pathParams());
        params.addAll(m.queryParams());
        params.addAll(m.headerParams());
        for (Parameter p : params) {
            At node = parameter(operation, p);
            if (node == null) {
                node = parameter(pathItem, p);
            }
            if (node != null) {
                String subject = p.in().name().toLowerCase(java.util.Locale.ROOT) + " parameter " + p.name();
                site(m, subject, p.type(), node);
            }
        }
        RequestBody body = m.body();
        if (body != null && body.encoding() != RequestBody.Encoding.BINARY && body.encoding() != RequestBody.Encoding.TEXT) {
            At requestBody = resolve(operation.child("requestBody"));
            site(m, "request body", body.type(), resolve(requestBody.child("content").child(body.contentType())));
        }
        List<Response> responses = new ArrayList<>();
        if (m.success() != null) {
            responses.add(m.success());
        }
        responses.addAll(m.errors());
        for (Response r : responses) {
            if (r.type() != null && r.contentType() != null && r.contentType().contains("json")) {
                At response = resolve(operation.child("responses").child(r.status()));
                site(m, "response " + r.status(), r.type(), resolve(response.child("content").child(r.contentType())));
            }
        }
    }

    /** The spec's parameter object of an IR parameter among a node's {@code parameters}, or null. */
    private At parameter(At owner, Parameter p) {
        At list = owner.child("parameters");
        for (int i = 0; i < list.node().size(); i++) {
            At candidate = resolve(new At(Pointer.child(list.pointer(), i), list.node().get(i)));
            if (p.name().equals(candidate.node().path("name").asText(null))
                    && p.in().name().equalsIgnoreCase(candidate.node().path("in").asText(""))) {
                return candidate;
            }
        }
        return null;
    }

    /** The examples of a parameter or media type object, then those of its schema. */
    private void site(Method m, String subject, TypeRef type, At node) {
        if (!node.node().isObject()) {
            return;
        }
        At schema = node.child("schema");
        JsonNode schemaNode = schema.node().isMissingNode() ? null : schema.node();
        if (node.node().has("example")) {
            add(m, subject, type, node.child("example"), schemaNode);
        }
        At named = node.child("examples");
        for (var it = named.node().fieldNames(); it.hasNext();) {
            At example = resolve(named.child(it.next()));
            if (example.node().has("value")) {
                add(m, subject, type, example.child("value"), schemaNode);
            }
        }
        At resolved = resolve(schema);
        if (resolved.node().has("example")) {
            add(m, subject, type, resolved.child("example"), schemaNode);
        }
        At list = resolved.child("examples");
        if (list.node().isArray()) {
            for (int i = 0; i < list.node().size(); i++) {
                add(m, subject, type, new At(Pointer.child(list.pointer(), i), list.node().get(i)), schemaNode);
            }
        }
    }

    private void add(Method m, String subject, TypeRef type, At value, JsonNode schema) {
        if (seen.add(value.pointer() + " " + type)) {
            Location l = spec.locate(value.pointer());
            out.add(new SpecExample(value.pointer(), l.file() + "#" + l.pointer(), m.operation(), subject, type, value.node(), schema));
        }
    }

    /** Follows local {@code $ref}s, keeping the pointer of the node reached. */
    private At resolve(At at) {
        At current = at;
        for (int hops = 0; hops < 64; hops++) {
            String ref = Spec.ref(current.node());
            if (ref == null) {
                return current;
            }
            String pointer = ref.startsWith("#") ? Pointer.fromFragment(ref.substring(1)) : null;
            if (pointer == null) {
                break;
            }
            current = new At(pointer, spec.root().at(pointer));
        }
        return new At(at.pointer(), com.fasterxml.jackson.databind.node.MissingNode.getInstance());
    }
}
