package dev.sdkgen.engine.yaml;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sdkgen.engine.Background;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.representer.Representer;

/**
 * Loads YAML or JSON into a Jackson tree, safely: no type construction at all (tags are ignored,
 * scalars resolve by the YAML 1.2 core schema), duplicate keys rejected, and every {@link Limits}
 * bound enforced — file size, values after alias expansion, alias count, nesting depth.
 */
public final class SafeLoader {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private SafeLoader() {
    }

    /** Decodes UTF-8 (a BOM is dropped); invalid bytes are a {@link DocumentException}. */
    public static String decode(byte[] bytes, Limits limits) throws DocumentException {
        if (bytes.length > limits.maxBytes()) {
            throw new DocumentException("the file is " + bytes.length + " bytes; the limit is " + limits.maxBytes(), 1);
        }
        String fast = new String(bytes, StandardCharsets.UTF_8);
        if (fast.indexOf('\uFFFD') < 0) {
            // String's own decoder (several times faster) replaces bad bytes by U+FFFD: none in the result, none in the file.
            return fast.startsWith("\uFEFF") ? fast.substring(1) : fast;
        }
        try {
            String text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            throw new DocumentException("the file is not valid UTF-8 text", lineOfFirstBadByte(bytes));
        }
    }

    private static int lineOfFirstBadByte(byte[] bytes) {
        var decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT);
        int line = 1;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                line++;
            } else if (bytes[i] < 0) {
                int len = (bytes[i] & 0xE0) == 0xC0 ? 2 : (bytes[i] & 0xF0) == 0xE0 ? 3 : (bytes[i] & 0xF8) == 0xF0 ? 4 : 1;
                try {
                    decoder.reset().decode(ByteBuffer.wrap(bytes, i, Math.min(len, bytes.length - i)));
                } catch (CharacterCodingException e) {
                    return line;
                }
                i += len - 1;
            }
        }
        return line;
    }

    /** A file's text as {@link #decode} gives it (or the bytes it would be decoded from) and its tree as {@link #load} gives it. */
    public record Document(FileText text, JsonNode tree) {
    }

    /** A file at least this large has its UTF-8 checked on another thread while its JSON is parsed from the bytes. */
    static final int DECODE_BESIDE_BYTES = 1 << 20;

    /**
     * Decodes and loads a file: the same text and tree as {@link #decode} then {@link #load}, and the same exception
     * when either fails. A file that opens with '{' or '[' (ASCII, after an optional BOM) is parsed by Jackson's byte
     * parser straight from its UTF-8 bytes, which is faster than parsing the decoded text, and is kept as those bytes
     * for line lookups, never decoded ({@link FileText}, issue 26); a large one has its UTF-8 checked on another thread
     * meanwhile. When the bytes do not parse, the decoded text takes the ordinary way, so messages, lines and the YAML
     * fallback are exactly {@link #load}'s.
     */
    public static Document read(byte[] bytes, Limits limits) throws DocumentException {
        if (bytes.length > limits.maxBytes() || !opensAsJson(bytes)) {
            String text = decode(bytes, limits);
            return new Document(FileText.of(text), load(text, limits));
        }
        CompletableFuture<DocumentException> checked = bytes.length < DECODE_BESIDE_BYTES
                ? CompletableFuture.completedFuture(utf8Problem(bytes))
                : CompletableFuture.supplyAsync(() -> utf8Problem(bytes), Background.POOL);
        JsonNode tree = parseJsonBytes(bytes, limits);
        if (checked.join() != null) {
            throw checked.join(); // not UTF-8: what decode says, before any parse problem, as before
        }
        if (tree != null) {
            return new Document(FileText.json(bytes), tree);
        }
        String text = decode(bytes, limits);
        return new Document(FileText.of(text), load(text, limits));
    }

    /**
     * Reads a small JSON document the way {@link #read} reads a spec, so that Jackson's one-time set-up (the object
     * mapper's and the tree deserializer's classes and caches: tens of CPU-ms) is done on the calling thread, beside the
     * config's load, instead of on the main thread's way to the spec (issue 26).
     */
    public static void warmUp() {
        try {
            read("{\"a\": [1, 2.5, \"b\", true, null, {}]}".getBytes(StandardCharsets.UTF_8), Limits.SPEC_FILE);
        } catch (DocumentException | RuntimeException e) {
            // nothing saved, nothing lost
        }
    }

    /**
     * What {@link #decode} throws for these bytes (whose size is within the limit), or null when it would decode them:
     * every run of non-ASCII bytes is decoded strictly on its own. An ASCII byte is a character by itself and never
     * part of a multi-byte sequence, so the bytes are UTF-8 exactly when each such run is — and a spec is mostly ASCII.
     */
    static DocumentException utf8Problem(byte[] bytes) {
        var decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer words = ByteBuffer.wrap(bytes);
        for (int i = 0; i < bytes.length; i++) {
            while (i + Long.BYTES <= bytes.length && (words.getLong(i) & 0x8080808080808080L) == 0) {
                i += Long.BYTES; // eight ASCII bytes at a time
            }
            if (i == bytes.length || bytes[i] >= 0) {
                continue;
            }
            int end = i;
            while (end < bytes.length && bytes[end] < 0) {
                end++;
            }
            try {
                decoder.reset().decode(ByteBuffer.wrap(bytes, i, end - i));
            } catch (CharacterCodingException e) {
                return new DocumentException("the file is not valid UTF-8 text", lineOfFirstBadByte(bytes));
            }
            i = end;
        }
        return null;
    }

    /**
     * True when Jackson's byte parser reads these bytes as UTF-8 (no zero byte among the first four: that is how it
     * tells UTF-16 and UTF-32 apart) and they open with '{' or '[' after ASCII whitespace, as {@link #looksLikeJson}
     * asks of the text. Anything else (a non-ASCII character before the first bracket) takes the ordinary way.
     */
    static boolean opensAsJson(byte[] bytes) {
        for (int i = 0; i < Math.min(4, bytes.length); i++) {
            if (bytes[i] == 0) {
                return false;
            }
        }
        boolean bom = bytes.length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF;
        for (int i = bom ? 3 : 0; i < bytes.length; i++) {
            int c = bytes[i];
            if (c == '{' || c == '[') {
                return true;
            }
            if (c < 0 || !Character.isWhitespace(c)) {
                return false;
            }
        }
        return false;
    }

    /** The tree of a whole JSON document in UTF-8 bytes, or null when it does not parse (the caller then asks the text). */
    private static JsonNode parseJsonBytes(byte[] bytes, Limits limits) {
        try (JsonParser parser = jsonMapper(limits).createParser(bytes)) {
            JsonNode node = parser.readValueAsTree();
            return node != null && parser.nextToken() == null ? node : null;
        } catch (java.io.IOException e) {
            return null;
        }
    }

    /** True when the text should be read as JSON (it opens with '{' or '['). */
    public static boolean looksLikeJson(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!Character.isWhitespace(c)) {
                return c == '{' || c == '[';
            }
        }
        return false;
    }

    /** Loads a document; JSON-looking text is read by a strict JSON parser, falling back to YAML. */
    public static JsonNode load(String text, Limits limits) throws DocumentException {
        if (text.length() > limits.maxBytes()) {
            throw new DocumentException("the document is larger than " + limits.maxBytes() + " characters", 1);
        }
        if (looksLikeJson(text)) {
            try {
                return loadJson(text, limits);
            } catch (DocumentException jsonProblem) {
                try {
                    return loadYaml(text, limits);
                } catch (DocumentException yamlProblem) {
                    throw jsonProblem;
                }
            }
        }
        return loadYaml(text, limits);
    }

    static ObjectMapper jsonMapper(Limits limits) {
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(limits.maxDepth())
                        .maxStringLength((int) Math.min(Integer.MAX_VALUE, limits.maxBytes()))
                        .build())
                .enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build();
        return new ObjectMapper(factory);
    }

    public static JsonNode loadJson(String text, Limits limits) throws DocumentException {
        try (JsonParser parser = jsonMapper(limits).createParser(text)) {
            JsonNode node = parser.readValueAsTree();
            if (node == null) {
                throw new DocumentException("the document is empty", 1);
            }
            if (parser.nextToken() != null) {
                throw new DocumentException("unexpected content after the end of the JSON document",
                        parser.currentTokenLocation().getLineNr());
            }
            return node;
        } catch (JsonProcessingException e) {
            int line = e.getLocation() == null ? 1 : e.getLocation().getLineNr();
            throw new DocumentException(e.getOriginalMessage(), line);
        } catch (java.io.IOException e) {
            throw new DocumentException(String.valueOf(e.getMessage()), 1);
        }
    }

    static LoaderOptions loaderOptions(Limits limits) {
        LoaderOptions options = new LoaderOptions();
        options.setAllowDuplicateKeys(false);
        options.setMaxAliasesForCollections(limits.maxAliases());
        options.setAllowRecursiveKeys(false);
        options.setNestingDepthLimit(limits.maxDepth());
        options.setCodePointLimit((int) Math.min(Integer.MAX_VALUE, limits.maxBytes()));
        options.setProcessComments(false);
        return options;
    }

    static Yaml yaml(Limits limits) {
        LoaderOptions options = loaderOptions(limits);
        DumperOptions dumper = new DumperOptions();
        return new Yaml(new SafeConstructor(options), new Representer(dumper), dumper, options, new Yaml12Resolver());
    }

    public static JsonNode loadYaml(String text, Limits limits) throws DocumentException {
        return loadYaml(text, limits, null);
    }

    /**
     * {@link #loadYaml(String, Limits)}; with {@code lines}, also the line of every pointer, from the composed nodes —
     * what {@link LineLocator#all} finds in a second pass, when {@link LineLocator#linesFromNodes} says so.
     */
    public static JsonNode loadYaml(String text, Limits limits, Map<String, Integer> lines) throws DocumentException {
        Node root;
        try {
            root = yaml(limits).compose(new java.io.StringReader(text));
        } catch (MarkedYAMLException e) {
            Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            throw new DocumentException(describe(e), mark == null ? 1 : mark.getLine() + 1);
        } catch (YAMLException e) {
            throw new DocumentException(String.valueOf(e.getMessage()), 1);
        } catch (StackOverflowError e) {
            throw new DocumentException("the document is nested too deeply", 1);
        }
        if (root == null) {
            throw new DocumentException("the document is empty", 1);
        }
        JsonNode tree = new Converter(limits).convert(root, 0);
        if (lines != null) {
            LineLocator.addNodeLines(root, lines);
        }
        return tree;
    }

    private static String describe(MarkedYAMLException e) {
        String problem = e.getProblem() != null ? e.getProblem() : e.getMessage();
        String context = e.getContext();
        return context == null ? problem : context + ": " + problem;
    }

    /** Composed YAML nodes to a Jackson tree, counting values and depth as it goes. */
    private static final class Converter {
        private final Limits limits;
        private int values;

        Converter(Limits limits) {
            this.limits = limits;
        }

        JsonNode convert(Node node, int depth) throws DocumentException {
            if (++values > limits.maxNodes()) {
                throw new DocumentException("the document expands to more than " + limits.maxNodes()
                        + " values (are YAML aliases multiplying it?)", line(node));
            }
            if (depth > limits.maxDepth()) {
                throw new DocumentException("the document is nested deeper than " + limits.maxDepth()
                        + " levels (or an alias refers to itself)", line(node));
            }
            if (node instanceof ScalarNode scalar) {
                return scalar(scalar);
            }
            if (node instanceof SequenceNode seq) {
                ArrayNode array = NODES.arrayNode(seq.getValue().size());
                for (Node item : seq.getValue()) {
                    array.add(convert(item, depth + 1));
                }
                return array;
            }
            MappingNode map = (MappingNode) node;
            ObjectNode object = NODES.objectNode();
            Set<String> explicit = new HashSet<>();
            for (NodeTuple tuple : map.getValue()) {
                Node keyNode = tuple.getKeyNode();
                if (keyNode.getTag().equals(Tag.MERGE)) {
                    continue;
                }
                if (!(keyNode instanceof ScalarNode key)) {
                    throw new DocumentException("a mapping key must be a plain value, not a collection", line(keyNode));
                }
                String name = key.getValue();
                if (!explicit.add(name)) {
                    throw new DocumentException("duplicate key '" + name + "'", line(keyNode));
                }
                object.set(name, convert(tuple.getValueNode(), depth + 1));
            }
            for (NodeTuple tuple : map.getValue()) {
                if (tuple.getKeyNode().getTag().equals(Tag.MERGE)) {
                    merge(object, explicit, tuple.getValueNode(), depth);
                }
            }
            return object;
        }

        /** YAML merge keys: entries of the merged mapping(s) that the mapping does not set itself. */
        private void merge(ObjectNode into, Set<String> explicit, Node source, int depth) throws DocumentException {
            if (source instanceof SequenceNode seq) {
                for (Node item : seq.getValue()) {
                    merge(into, explicit, item, depth);
                }
                return;
            }
            JsonNode merged = convert(source, depth + 1);
            if (!merged.isObject()) {
                throw new DocumentException("a merge key ('<<') needs a mapping", line(source));
            }
            for (Iterator<java.util.Map.Entry<String, JsonNode>> it = merged.fields(); it.hasNext();) {
                var e = it.next();
                if (!explicit.contains(e.getKey()) && !into.has(e.getKey())) {
                    into.set(e.getKey(), e.getValue());
                }
            }
        }

        private static JsonNode scalar(ScalarNode scalar) {
            String v = scalar.getValue();
            Tag tag = scalar.getTag();
            if (tag.equals(Tag.NULL)) {
                return NODES.nullNode();
            }
            if (tag.equals(Tag.BOOL)) {
                return NODES.booleanNode(v.equalsIgnoreCase("true"));
            }
            if (tag.equals(Tag.INT)) {
                try {
                    BigInteger n = v.startsWith("0x") ? new BigInteger(v.substring(2), 16)
                            : v.startsWith("0o") ? new BigInteger(v.substring(2), 8) : new BigInteger(v);
                    // Same node kinds as Jackson's JSON parser gives: int, then long, then big.
                    return n.bitLength() < 32 ? NODES.numberNode(n.intValue())
                            : n.bitLength() < 64 ? NODES.numberNode(n.longValue()) : NODES.numberNode(n);
                } catch (NumberFormatException e) {
                    return NODES.textNode(v);
                }
            }
            if (tag.equals(Tag.FLOAT)) {
                String lower = v.toLowerCase(java.util.Locale.ROOT);
                if (lower.endsWith(".inf") || lower.endsWith(".nan")) {
                    return NODES.textNode(v);
                }
                try {
                    return NODES.numberNode(new BigDecimal(v.startsWith("+") ? v.substring(1) : v).doubleValue());
                } catch (NumberFormatException e) {
                    return NODES.textNode(v);
                }
            }
            return NODES.textNode(v);
        }

        private static int line(Node node) {
            return node.getStartMark() == null ? 1 : node.getStartMark().getLine() + 1;
        }
    }
}
