package dev.sdkgen.engine.spec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.diag.Location;
import dev.sdkgen.engine.naming.TypeNames;
import dev.sdkgen.engine.yaml.DocumentException;
import dev.sdkgen.engine.yaml.Limits;
import dev.sdkgen.engine.yaml.Pointer;
import dev.sdkgen.engine.yaml.PointerPath;
import dev.sdkgen.engine.yaml.SafeLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
import java.util.regex.Pattern;

/**
 * Loads a spec from a repository — the root file and every file its {@code $ref}s reach — and
 * bundles it into one tree with only local references, which swagger-parser then reads.
 *
 * <ul>
 *   <li>Files are read only inside the repository; a reference that leaves it, or names a remote
 *       location ({@code http:}, {@code https:}, {@code file:}, …), is SDKGEN104 and is never fetched.</li>
 *   <li>Schemas of other files are hoisted into {@code components/schemas} under a name (the name the
 *       root gives them, else the pointer's last token or the file name, made unique by type name);
 *       every other referenced object (operations, parameters, responses, …) is inlined, which also
 *       accepts references where OpenAPI does not allow them (DigitalOcean references whole operations).</li>
 *   <li>References inside literal data (examples, defaults, enums, {@code x-} extensions) are data.</li>
 * </ul>
 */
public final class SpecBundler {
    static final int MAX_FILES = 20_000;
    static final long MAX_TOTAL_BYTES = 512L << 20;
    private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:.*", Pattern.DOTALL);
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** The outcome: {@code bundled} is null when the root file could not be used at all. */
    public record Result(SpecFile root, JsonNode bundled, List<SpecFile> files, OriginMap origins,
            List<Diagnostic> diagnostics, String openapiVersion) {
    }

    /** How a position in a document is read. */
    private enum Ctx { NON_SCHEMA, NAMED_MAP, SCHEMA, SCHEMA_MAP, SCHEMA_LIST, DISCRIMINATOR, LITERAL }

    private static final Set<String> SCHEMA_MAP_KEYS =
            Set.of("properties", "patternProperties", "$defs", "definitions", "dependentSchemas");
    private static final Set<String> SCHEMA_LIST_KEYS = Set.of("allOf", "oneOf", "anyOf", "prefixItems");
    private static final Set<String> SUBSCHEMA_KEYS = Set.of("items", "additionalProperties", "not", "contains",
            "propertyNames", "if", "then", "else", "unevaluatedItems", "unevaluatedProperties", "additionalItems",
            "contentSchema");
    private static final Set<String> NAMED_MAP_KEYS = Set.of("paths", "responses", "content", "headers", "callbacks",
            "examples", "links", "encoding", "webhooks", "variables", "parameters", "requestBodies",
            "securitySchemes", "pathItems");

    private final RepoFiles repo;
    private final String rootPath;
    private final Map<String, SpecFile> loaded = new LinkedHashMap<>();
    private final Set<String> failedFiles = new HashSet<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final OriginMap origins;
    private final Map<String, String> hoistNames = new HashMap<>();
    private final Set<String> usedTypeNames = new HashSet<>();
    private final Map<String, JsonNode> hoisted = new LinkedHashMap<>();
    private final Deque<String[]> pendingHoists = new ArrayDeque<>();
    private final Deque<String> inlining = new ArrayDeque<>();
    private long totalBytes;

    private SpecBundler(RepoFiles repo, String rootPath) {
        this.repo = repo;
        this.rootPath = rootPath;
        this.origins = new OriginMap(rootPath);
    }

    /** Loads and bundles the spec at {@code specPath} (as written in sdkgen.yaml) of the repository. */
    public static Result bundle(Path repoDir, String specPath) {
        return bundle(repoDir, specPath, Location.file(dev.sdkgen.engine.config.ConfigLoader.FILE));
    }

    /**
     * Like {@link #bundle(Path, String)}; {@code specPathAt} is where the path is written (for
     * SDKGEN101: the line of {@code spec.path} in sdkgen.yaml).
     */
    public static Result bundle(Path repoDir, String specPath, Location specPathAt) {
        RepoFiles repo;
        try {
            repo = new RepoFiles(repoDir);
        } catch (IOException e) {
            return failed(null, notFound(specPathAt, specPath, "the repository directory cannot be read: " + e.getMessage()));
        }
        RepoFiles.Resolved r = repo.resolve(null, specPath, false);
        switch (r.status()) {
            case OUTSIDE:
                return failed(null, notFound(specPathAt, specPath, "the path leaves the repository; it must be relative to the repository root and stay inside it"));
            case MISSING:
                return failed(null, notFound(specPathAt, specPath, "no such file in the repository"));
            case NOT_A_FILE:
                return failed(null, notFound(specPathAt, specPath, "not a regular file"));
            default:
                break;
        }
        SpecBundler b = new SpecBundler(repo, r.path());
        SpecFile root;
        try {
            dev.sdkgen.engine.Timings.Mark read = dev.sdkgen.engine.Timings.start();
            root = b.read(r.path(), r.file());
            dev.sdkgen.engine.Timings.end("validate.bundle: read the root", read);
        } catch (DocumentException e) {
            return failed(null, Diagnostic.of(DiagnosticCode.SDKGEN103).detail("Reason", e.getMessage())
                    .at(Location.line(r.path(), e.line())).build());
        } catch (IOException e) {
            return failed(null, notFound(specPathAt, specPath, "cannot be read: " + e.getMessage()));
        }
        String version = b.checkVersion(root);
        if (version == null) {
            return new Result(root, null, List.of(root), b.origins, b.diagnostics, null);
        }
        JsonNode bundled = b.bundleRoot(root);
        // Some references are resolved twice (root schema names are adopted before the walk): report each once.
        List<Diagnostic> unique = List.copyOf(new java.util.LinkedHashSet<>(b.diagnostics));
        return new Result(root, bundled, List.copyOf(b.loaded.values()), b.origins, unique, version);
    }

    private static Result failed(SpecFile root, Diagnostic d) {
        return new Result(root, null, root == null ? List.of() : List.of(root), new OriginMap(null), List.of(d), null);
    }

    private static Diagnostic notFound(Location at, String path, String reason) {
        return Diagnostic.of(DiagnosticCode.SDKGEN101).detail("Path", path).detail("Reason", reason).at(at).build();
    }

    private SpecFile read(String path, Path file) throws IOException, DocumentException {
        long size = Files.size(file);
        if (loaded.size() >= MAX_FILES || totalBytes + size > MAX_TOTAL_BYTES) {
            throw new DocumentException("the spec spans more than " + MAX_FILES + " files or "
                    + (MAX_TOTAL_BYTES >> 20) + " MiB", 1);
        }
        totalBytes += size;
        SafeLoader.Document document = SafeLoader.read(Files.readAllBytes(file), Limits.SPEC_FILE);
        SpecFile spec = new SpecFile(path, document.text(), document.tree());
        loaded.put(path, spec);
        return spec;
    }

    /** The 3.0.x / 3.1.x version string, or null after reporting SDKGEN102/103. */
    private String checkVersion(SpecFile root) {
        JsonNode doc = root.root();
        if (!doc.isObject()) {
            diagnostics.add(Diagnostic.of(DiagnosticCode.SDKGEN103)
                    .detail("Reason", "the spec must be a mapping with 'openapi', 'info' and 'paths'")
                    .at(Location.line(root.path(), 1)).build());
            return null;
        }
        JsonNode openapi = doc.get("openapi");
        if (openapi == null) {
            JsonNode swagger = doc.get("swagger");
            String found = swagger != null ? swagger.asText() : "(none: no 'openapi' field)";
            diagnostics.add(Diagnostic.of(DiagnosticCode.SDKGEN102).detail("Found", found).detail("Supported", "3.0, 3.1")
                    .at(Location.pointer(root.path(), swagger != null ? "/swagger" : "")).build());
            return null;
        }
        String v = openapi.asText();
        if (!openapi.isTextual() || !v.matches("3\\.[01]\\.\\d+(-[0-9A-Za-z.-]+)?")) {
            Diagnostic.Builder d = Diagnostic.of(DiagnosticCode.SDKGEN102).detail("Found", v).detail("Supported", "3.0, 3.1");
            if (v.matches("3\\.[01]")) {
                d.detail("Hint", "write the full version as a string, e.g. openapi: \"" + v + ".0\"");
            }
            diagnostics.add(d.at(Location.pointer(root.path(), "/openapi")).build());
            return null;
        }
        return v;
    }

    // ------------------------------------------------------------------ bundling

    private JsonNode bundleRoot(SpecFile root) {
        ObjectNode doc = (ObjectNode) root.root();
        JsonNode schemas = doc.path("components").path("schemas");
        if (schemas.isObject()) {
            schemas.fieldNames().forEachRemaining(n -> usedTypeNames.add(TypeNames.of(n)));
            adoptRootSchemaNames(root, schemas);
        }
        ObjectNode out = (ObjectNode) visit(doc, root, PointerPath.ROOT, PointerPath.ROOT, Ctx.NON_SCHEMA);
        while (!pendingHoists.isEmpty()) {
            String[] h = pendingHoists.poll();
            SpecFile file = loaded.get(h[1]);
            String outPointer = Pointer.child("/components/schemas", h[0]);
            origins.record(outPointer, h[1], h[2]);
            hoisted.put(h[0], visit(file.root().at(h[2]), file, PointerPath.of(h[2]), PointerPath.of(outPointer), Ctx.SCHEMA));
        }
        if (!hoisted.isEmpty()) {
            // The walk may have kept the file's own nodes (see visit): the ones changed here are copied first.
            ObjectNode bundle = out == doc ? copyOfFirst(doc, doc.size()) : out;
            ObjectNode target = copiedObject(copiedObject(bundle, "components"), "schemas");
            hoisted.forEach(target::set);
            return bundle;
        }
        return out;
    }

    /**
     * Root entries {@code components/schemas/X: {$ref: other.yaml}} give the other file's schema the
     * name X; its content then stands at X itself (see {@link #rootSchema}).
     */
    private void adoptRootSchemaNames(SpecFile root, JsonNode schemas) {
        for (Iterator<Map.Entry<String, JsonNode>> it = schemas.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode ref = e.getValue().get("$ref");
            if (ref == null || !ref.isTextual()) {
                continue;
            }
            Target t = resolve(root, PointerPath.of(Pointer.child("/components/schemas", e.getKey())), ref.asText());
            if (t != null && !t.file().equals(rootPath)) {
                hoistNames.putIfAbsent(t.key(), e.getKey());
            }
        }
    }

    /**
     * The bundled form of {@code node}. In the root file's own walk (nothing being inlined) a container none of whose
     * children changed is returned as it is, so a one-file spec's bundle shares its nodes with the file's tree instead
     * of copying every object (issue 26: GitHub's 13 MB); each such node still stands at one place only, its own. What is
     * inlined or hoisted is copied as before: one target inlined at two places gives two nodes, which the model's
     * identity-keyed inline types rely on. Pointers are made into strings only where a reference or a discriminator
     * needs them; in the root file's own walk the file's and the bundle's pointer are one object.
     */
    private JsonNode visit(JsonNode node, SpecFile file, PointerPath filePtr, PointerPath outPtr, Ctx ctx) {
        if (ctx == Ctx.LITERAL || node.isValueNode() || node.isMissingNode()) {
            return node;
        }
        boolean share = inlining.isEmpty() && file.path().equals(rootPath);
        if (node.isArray()) {
            Ctx child = ctx == Ctx.SCHEMA_LIST || ctx == Ctx.SCHEMA ? Ctx.SCHEMA : Ctx.NON_SCHEMA;
            ArrayNode out = share ? null : NODES.arrayNode(node.size());
            for (int i = 0; i < node.size(); i++) {
                JsonNode item = node.get(i);
                JsonNode v = item;
                if (item.isContainerNode()) {
                    PointerPath at = filePtr.child(i);
                    v = visit(item, file, at, filePtr == outPtr ? at : outPtr.child(i), child);
                }
                if (out == null && v != item) {
                    out = NODES.arrayNode(node.size());
                    for (int j = 0; j < i; j++) {
                        out.add(node.get(j));
                    }
                }
                if (out != null) {
                    out.add(v);
                }
            }
            return out != null ? out : node;
        }
        if (ctx == Ctx.DISCRIMINATOR) {
            return discriminator((ObjectNode) node, file, filePtr.toString());
        }
        boolean map = ctx == Ctx.SCHEMA_MAP || ctx == Ctx.NAMED_MAP;
        if (node.has("$ref") && (!map || node.get("$ref").isTextual())) {
            // In a map a "$ref" key is normally a name; with a string value it is a reference to a
            // whole map (DigitalOcean writes "properties: {$ref: attributes.yml#/...}"): inlined.
            return reference((ObjectNode) node, file, filePtr, outPtr, ctx);
        }
        boolean rootSchemas = ctx == Ctx.SCHEMA_MAP && file.path().equals(rootPath) && outPtr.isChild("/components", "schemas");
        ObjectNode out = share ? null : NODES.objectNode();
        int done = 0;
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); done++) {
            Map.Entry<String, JsonNode> e = it.next();
            String key = e.getKey();
            JsonNode value = e.getValue();
            Ctx child = transition(ctx, key);
            JsonNode v = value;
            if (rootSchemas || child != Ctx.LITERAL && value.isContainerNode()) {
                PointerPath at = filePtr.child(key);
                PointerPath outAt = filePtr == outPtr ? at : outPtr.child(key);
                v = rootSchemas ? rootSchema(value, file, at, outAt) : visit(value, file, at, outAt, child);
            }
            if (out == null && v != value) {
                out = copyOfFirst(node, done);
            }
            if (out != null) {
                out.set(key, v);
            }
        }
        return out != null ? out : node;
    }

    /** Sets {@code parent}'s object at {@code key} to a new copy of it (an empty object when there is none) and returns it. */
    private static ObjectNode copiedObject(ObjectNode parent, String key) {
        JsonNode existing = parent.get(key);
        ObjectNode copy = existing != null && existing.isObject() ? copyOfFirst(existing, existing.size()) : NODES.objectNode();
        parent.set(key, copy);
        return copy;
    }

    /** A new object with the first {@code count} fields of {@code node}, in order. */
    private static ObjectNode copyOfFirst(JsonNode node, int count) {
        ObjectNode out = NODES.objectNode();
        Iterator<Map.Entry<String, JsonNode>> it = node.fields();
        for (int i = 0; i < count; i++) {
            Map.Entry<String, JsonNode> e = it.next();
            out.set(e.getKey(), e.getValue());
        }
        return out;
    }

    private static Ctx transition(Ctx ctx, String key) {
        switch (ctx) {
            case SCHEMA_MAP:
            case SCHEMA_LIST:
                return Ctx.SCHEMA;
            case NAMED_MAP:
                return Ctx.NON_SCHEMA;
            case SCHEMA:
                if (SCHEMA_MAP_KEYS.contains(key)) {
                    return Ctx.SCHEMA_MAP;
                }
                if (SCHEMA_LIST_KEYS.contains(key)) {
                    return Ctx.SCHEMA_LIST;
                }
                if (SUBSCHEMA_KEYS.contains(key)) {
                    return Ctx.SCHEMA;
                }
                return key.equals("discriminator") ? Ctx.DISCRIMINATOR : Ctx.LITERAL;
            default:
                if (key.startsWith("x-") || key.equals("example") || key.equals("value")) {
                    return Ctx.LITERAL;
                }
                if (key.equals("schema")) {
                    return Ctx.SCHEMA;
                }
                if (key.equals("schemas")) {
                    return Ctx.SCHEMA_MAP;
                }
                return NAMED_MAP_KEYS.contains(key) ? Ctx.NAMED_MAP : Ctx.NON_SCHEMA;
        }
    }

    /** A root {@code components/schemas} entry: one adopted from another file is replaced by that file's content. */
    private JsonNode rootSchema(JsonNode entry, SpecFile file, PointerPath filePtr, PointerPath outPtr) {
        JsonNode ref = entry.get("$ref");
        if (ref != null && ref.isTextual()) {
            Target t = resolve(file, filePtr, ref.asText());
            if (t != null && !t.file().equals(rootPath) && Pointer.last(outPtr.toString()).equals(hoistNames.get(t.key()))) {
                SpecFile target = loaded.get(t.file());
                JsonNode content = target.root().at(t.pointer());
                if (!content.isMissingNode()) {
                    origins.record(outPtr.toString(), t.file(), t.pointer());
                    return visit(content, target, PointerPath.of(t.pointer()), outPtr, Ctx.SCHEMA);
                }
            }
        }
        return visit(entry, file, filePtr, outPtr, Ctx.SCHEMA);
    }

    /** A resolved reference target: a file and a pointer in it. */
    private record Target(String file, String pointer) {
        String key() {
            return file + "#" + pointer;
        }
    }

    private JsonNode reference(ObjectNode node, SpecFile file, PointerPath filePtr, PointerPath outPtr, Ctx ctx) {
        JsonNode refNode = node.get("$ref");
        if (!refNode.isTextual()) {
            malformed(file, filePtr, refNode.toString(), "the value of $ref must be a string");
            return node;
        }
        String ref = refNode.asText();
        Target t = resolve(file, filePtr, ref);
        if (t == null) {
            return node;
        }
        boolean map = ctx == Ctx.SCHEMA_MAP || ctx == Ctx.NAMED_MAP;
        if (t.file().equals(rootPath) && !map) {
            if (file.path().equals(rootPath)) {
                return node;
            }
            ObjectNode local = node.deepCopy();
            local.put("$ref", "#" + t.pointer());
            return local;
        }
        if (ctx == Ctx.SCHEMA) {
            ObjectNode local = node.deepCopy();
            local.put("$ref", "#/components/schemas/" + Pointer.escape(hoist(t)));
            return local;
        }
        if (inlining.contains(t.key())) {
            malformed(file, filePtr, ref, "circular reference through objects that are not schemas: "
                    + String.join(" -> ", inlining) + " -> " + t.key());
            return node;
        }
        SpecFile target = loaded.get(t.file());
        inlining.push(t.key());
        if (!t.file().equals(rootPath) || !t.pointer().equals(outPtr.toString())) {
            origins.record(outPtr.toString(), t.file(), t.pointer());
        }
        JsonNode content = visit(target.root().at(t.pointer()), target, PointerPath.of(t.pointer()), outPtr, ctx);
        inlining.pop();
        if (node.size() > 1 && content.isObject()) {
            ObjectNode merged = ((ObjectNode) content).deepCopy();
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                if (!e.getKey().equals("$ref")) {
                    merged.set(e.getKey(), visit(e.getValue(), file, filePtr.child(e.getKey()), outPtr.child(e.getKey()),
                            transition(ctx, e.getKey())));
                }
            }
            return merged;
        }
        return content;
    }

    /** Discriminator mapping values that name other files are rewritten to the hoisted schema. */
    private JsonNode discriminator(ObjectNode node, SpecFile file, String filePtr) {
        JsonNode mapping = node.get("mapping");
        if (mapping == null || !mapping.isObject()) {
            return node;
        }
        ObjectNode out = node.deepCopy();
        ObjectNode outMapping = (ObjectNode) out.get("mapping");
        for (Iterator<Map.Entry<String, JsonNode>> it = mapping.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            String v = e.getValue().asText();
            boolean fileRef = e.getValue().isTextual() && !v.startsWith("#") && (v.contains("/") || v.contains("."));
            if (fileRef || (!file.path().equals(rootPath) && v.startsWith("#"))) {
                Target t = resolve(file, PointerPath.of(filePtr).child("mapping").child(e.getKey()), v);
                if (t != null) {
                    outMapping.put(e.getKey(), t.file().equals(rootPath) ? "#" + t.pointer()
                            : "#/components/schemas/" + Pointer.escape(hoist(t)));
                }
            }
        }
        return out;
    }

    /** The name of the schema in {@code components/schemas} that stands for {@code t}, queuing its content once. */
    private String hoist(Target t) {
        String name = hoistNames.get(t.key());
        if (name != null) {
            return name;
        }
        String base = t.pointer().isEmpty() ? baseName(t.file()) : Pointer.last(t.pointer());
        name = base;
        for (int n = 2; usedTypeNames.contains(TypeNames.of(name)); n++) {
            name = base + "_" + n;
        }
        usedTypeNames.add(TypeNames.of(name));
        hoistNames.put(t.key(), name);
        hoisted.put(name, NODES.nullNode());
        pendingHoists.add(new String[] {name, t.file(), t.pointer()});
        return name;
    }

    private static String baseName(String file) {
        String name = file.substring(file.lastIndexOf('/') + 1);
        int dot = name.indexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    // ------------------------------------------------------------------ resolution

    /** Resolves a reference and reports why when it cannot be; null when it cannot. */
    private Target resolve(SpecFile from, PointerPath at, String ref) {
        if (ref.startsWith("//") || SCHEME.matcher(ref).matches()) {
            unresolved(from, at, ref, "remote references are not fetched; copy the file into the repository and refer to it by a relative path");
            return null;
        }
        int hash = ref.indexOf('#');
        String filePart = hash < 0 ? ref : ref.substring(0, hash);
        String fragment = hash < 0 ? "" : ref.substring(hash + 1);
        String pointer = Pointer.fromFragment(fragment);
        if (pointer == null) {
            malformed(from, at, ref, "the part after '#' must be a JSON pointer starting with '/', e.g. #/components/schemas/Pet");
            return null;
        }
        SpecFile target;
        if (filePart.isEmpty()) {
            if (pointer.isEmpty()) {
                malformed(from, at, ref, "a reference to a whole document from inside it");
                return null;
            }
            target = from;
        } else {
            RepoFiles.Resolved r = repo.resolve(from.path(), filePart, true);
            switch (r.status()) {
                case OUTSIDE:
                    unresolved(from, at, ref, "the file is outside the repository; references must stay inside it");
                    return null;
                case MISSING:
                case NOT_A_FILE:
                    unresolved(from, at, ref, "no such file in the repository");
                    return null;
                default:
                    break;
            }
            target = load(from, at, ref, r);
            if (target == null) {
                return null;
            }
        }
        JsonNode node = target.root().at(pointer);
        if (node.isMissingNode()) {
            unresolved(from, at, ref, missingTargetReason(target, pointer));
            return null;
        }
        return new Target(target.path(), pointer);
    }

    private SpecFile load(SpecFile from, PointerPath at, String ref, RepoFiles.Resolved r) {
        SpecFile f = loaded.get(r.path());
        if (f != null) {
            return f;
        }
        if (failedFiles.contains(r.path())) {
            return null;
        }
        try {
            return read(r.path(), r.file());
        } catch (DocumentException e) {
            failedFiles.add(r.path());
            diagnostics.add(Diagnostic.of(DiagnosticCode.SDKGEN103).detail("Reason", e.getMessage())
                    .detail("Referenced from", from.path() + " at " + Pointer.display(at.toString()))
                    .at(Location.line(r.path(), e.line())).build());
            return null;
        } catch (IOException e) {
            failedFiles.add(r.path());
            unresolved(from, at, ref, "the file cannot be read: " + e.getMessage());
            return null;
        }
    }

    private static String missingTargetReason(SpecFile target, String pointer) {
        List<String> tokens = Pointer.tokens(pointer);
        if (tokens.size() == 3 && tokens.get(0).equals("components")) {
            JsonNode section = target.root().path("components").path(tokens.get(1));
            String want = tokens.get(2);
            String kind = tokens.get(1).equals("schemas") ? "schema" : "entry";
            String reason = "no " + kind + " '" + want + "' in components/" + tokens.get(1) + " of " + target.path();
            if (section.isObject()) {
                for (Iterator<String> it = section.fieldNames(); it.hasNext();) {
                    String name = it.next();
                    if (name.equalsIgnoreCase(want)) {
                        return reason + " (names are case-sensitive; did you mean '" + name + "'?)";
                    }
                }
            }
            return reason;
        }
        return "nothing at " + Pointer.display(pointer) + " in " + target.path();
    }

    private void unresolved(SpecFile from, PointerPath at, String ref, String reason) {
        diagnostics.add(Diagnostic.of(DiagnosticCode.SDKGEN104).detail("Reference", ref)
                .detail("Location", Pointer.display(at.toString())).detail("Reason", reason)
                .at(Location.pointer(from.path(), Pointer.child(at.toString(), "$ref"))).build());
    }

    private void malformed(SpecFile from, PointerPath at, String ref, String reason) {
        diagnostics.add(Diagnostic.of(DiagnosticCode.SDKGEN103).detail("Reason", "malformed $ref '" + ref + "': " + reason)
                .detail("Location", Pointer.display(at.toString()))
                .at(Location.pointer(from.path(), Pointer.child(at.toString(), "$ref"))).build());
    }
}
