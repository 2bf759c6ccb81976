package dev.sdkgen.engine.rules;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.spec.Spec;
import dev.sdkgen.engine.yaml.Pointer;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.util.OpenAPIDeserializer;
import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * Structural validation by swagger-parser (on the bundled spec; nothing is fetched). Messages that
 * make the spec unusable — a required attribute missing, a value of the wrong type — are SDKGEN103
 * errors; the rest (unexpected or reserved attributes, …) are SDKGEN304 warnings. Messages about
 * reference targets are left out: the bundler checks every reference (SDKGEN104). swagger-parser
 * names places as {@code paths.'/pets'(get).responses}; they are mapped back to lines.
 */
public final class SpecStructureRule implements Rule {
    @Override
    public DiagnosticCode code() {
        return DiagnosticCode.SDKGEN304;
    }

    @Override
    public boolean concurrent() {
        return true;
    }

    /**
     * swagger-models checks a date schema's example by parsing {@code "<value> UTC"} with
     * {@code SimpleDateFormat("yyyy-MM-dd Z")}; the first such parse in a JVM loads every time-zone name of the default
     * locale (about 80 CPU-ms, a sixth of the check on GitHub's spec). Done here first, it overlaps the spec's reading;
     * the deserializer's class is initialised too.
     */
    @Override
    public void warmUp() {
        try {
            new SimpleDateFormat("yyyy-MM-dd Z").parse("2000-01-01 UTC");
        } catch (ParseException e) {
            // only the JDK's cache of zone names mattered
        }
        new OpenAPIDeserializer();
    }

    @Override
    public void check(RuleContext context, List<Diagnostic> out) {
        Spec spec = context.spec();
        if (spec == null) {
            return;
        }
        List<String> messages;
        try {
            // swagger-parser reads the tree the model is built from, beside the model build, without a copy: its
            // deserializer (2.1.48) only reads Jackson nodes — no class of swagger-parser-v3 or swagger-models calls a
            // node's put/set/remove/with — and SpecStructureRuleTest proves the tree unchanged after the check. The copy
            // was a tenth of the check's CPU and a second tree of the spec in memory (issue 26; docs/engine.md).
            messages = messages(spec.root());
        } catch (RuntimeException e) {
            out.add(Diagnostic.of(DiagnosticCode.SDKGEN103).detail("Reason", "the spec cannot be read as OpenAPI: " + e)
                    .at(spec.locate("")).build());
            return;
        }
        if (messages == null) {
            return;
        }
        for (String message : messages.stream().distinct().sorted().toList()) {
            String attribute = attribute(message);
            if (attribute != null && attribute.contains("#/")) {
                continue; // a reference target: the bundler checks every reference (SDKGEN104)
            }
            if (isSchemaValue(message)) {
                continue; // a default or example of the wrong type, an array without items: SDKGEN307 (SchemaValueRule)
            }
            String pointer = attribute == null ? "" : pointer(spec.root(), attribute);
            if (isError(message)) {
                out.add(Diagnostic.of(DiagnosticCode.SDKGEN103).detail("Reason", message).at(spec.locate(pointer)).build());
            } else {
                out.add(Diagnostic.of(DiagnosticCode.SDKGEN304).detail("Message", message).at(spec.locate(pointer)).build());
            }
        }
    }

    /**
     * swagger-parser's messages for a tree: what {@code OpenAPIV3Parser.parseJsonNode(null, root, options)} (without
     * resolving) gives, step by step as its {@code OpenAPIDeserializer.deserialize} takes them — but without that method's
     * first step, {@code new ObjectMapper().convertValue(root, Map.class)}: a copy of the whole spec as maps that only a
     * registered {@code JsonSchemaParserExtension} would read (sdkgen registers none). It was a quarter of the check's CPU
     * on GitHub's spec, and its garbage (issue 26). A root that is not an object (never bundled) takes the whole way,
     * where the copy throws.
     */
    static List<String> messages(JsonNode root) {
        ParseOptions options = new ParseOptions();
        options.setResolve(false);
        if (!root.isObject()) {
            return new OpenAPIV3Parser().parseJsonNode(null, root, options).getMessages();
        }
        OpenAPIDeserializer.ParseResult parse = new OpenAPIDeserializer.ParseResult();
        parse.setOaiAuthor(options.isOaiAuthor());
        parse.setInferSchemaType(options.isInferSchemaType());
        parse.setAllowEmptyStrings(options.isAllowEmptyString());
        parse.setValidateInternalRefs(options.isValidateInternalRefs());
        parse.setExplicitStyleAndExplode(options.isExplicitStyleAndExplode());
        try {
            new OpenAPIDeserializer().parseRoot(root, parse, null);
            return parse.getMessages();
        } catch (Exception e) {
            // deserialize's own answer to a failure inside
            return List.of(e.getMessage() != null && !e.getMessage().isBlank() ? e.getMessage()
                    : "Unexpected error deserialising spec");
        }
    }

    static boolean isError(String message) {
        String m = message.toLowerCase(Locale.ROOT);
        return m.contains(" is missing") || m.contains("is not of type") || m.contains("is not a valid")
                || m.contains("invalid") && !m.contains("is unexpected");
    }

    /** swagger-parser's words for what {@link SchemaValueRule} reports, with the schema's own location. */
    static boolean isSchemaValue(String message) {
        return message.matches("(?s)attribute .*\\.(default|example)(=.*)? is not of type .*")
                || message.matches("(?s)attribute .*\\.items is missing");
    }

    /** {@code paths.'/pets'(get).responses} from {@code attribute paths.'/pets'(get).responses is missing}. */
    static String attribute(String message) {
        if (!message.startsWith("attribute ")) {
            return null;
        }
        String rest = message.substring("attribute ".length());
        int is = rest.lastIndexOf(" is ");
        return is < 0 ? rest : rest.substring(0, is);
    }

    /** Best-effort pointer of a swagger-parser attribute path, matched greedily against the tree. */
    static String pointer(JsonNode root, String attribute) {
        StringBuilder pointer = new StringBuilder();
        JsonNode node = root;
        String rest = attribute;
        while (!rest.isEmpty() && node != null && (node.isObject() || node.isArray())) {
            String key = null;
            int consumed;
            if (rest.startsWith("'")) {
                int end = rest.indexOf('\'', 1);
                if (end < 0) {
                    break;
                }
                key = rest.substring(1, end);
                consumed = end + 1;
            } else if (rest.startsWith("(")) {
                int end = rest.indexOf(')');
                if (end < 0) {
                    break;
                }
                key = rest.substring(1, end);
                consumed = end + 1;
            } else {
                consumed = 0;
                for (Iterator<String> it = node.isObject() ? node.fieldNames() : indexes(node); it.hasNext();) {
                    String k = it.next();
                    if ((rest.equals(k) || rest.startsWith(k + ".") || rest.startsWith(k + "(") || rest.startsWith(k + "'"))
                            && k.length() > consumed) {
                        key = k;
                        consumed = k.length();
                    }
                }
                if (key == null) {
                    break;
                }
            }
            JsonNode child = node.isObject() ? node.get(key) : node.get(parseIndex(key));
            if (child == null) {
                break;
            }
            pointer.append('/').append(Pointer.escape(key));
            node = child;
            rest = rest.substring(consumed);
            if (rest.startsWith(".")) {
                rest = rest.substring(1);
            }
        }
        return pointer.toString();
    }

    private static Iterator<String> indexes(JsonNode array) {
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            out.add(Integer.toString(i));
        }
        return out.iterator();
    }

    private static int parseIndex(String key) {
        try {
            return Integer.parseInt(key);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
