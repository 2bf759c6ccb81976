package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.lang.Naming;
import dev.sdkgen.codegen.text.Identifiers;
import dev.sdkgen.engine.lang.PythonFacts;
import dev.sdkgen.engine.naming.Words;
import java.util.Set;

/**
 * Python naming convention: snake_case members, parameters and modules, PascalCase classes; keywords
 * and the runtime's member names get a trailing {@code _} (PEP 8's rule); names from the spec that are
 * not identifiers ({@code X-Request-Id}, {@code +1}) become identifiers.
 */
final class PyNames {
    private PyNames() {
    }

    /** Python 3.9 keywords (the language's facts, shared with the config checks). */
    static final Set<String> KEYWORDS = PythonFacts.KEYWORDS;

    /**
     * Names no resource or root method may take: the client's public attributes (docs/runtime.md) and
     * the builtins generated annotations use (a method called {@code str} would shadow {@code str} in
     * the annotations of the methods after it).
     */
    static final Set<String> CLIENT_MEMBERS = Set.of("base_url", "api_key", "max_retries", "timeout", "str", "int",
            "float", "bool", "bytes", "object", "with_options", "with_raw_response", "with_streaming_response", "close",
            "request", "get", "post", "put", "patch", "delete");

    /** Names no resource method may take (the runtime's are private, starting with {@code _}). */
    static final Set<String> RESOURCE_MEMBERS = Set.of("str", "int", "float", "bool", "bytes", "object",
            "with_raw_response", "with_streaming_response");

    /** Names a module may bind that generated code relies on: models and resource classes with these names are imported under another name. */
    static final Set<String> MODULE_NAMES = Naming.words("""
            Any Dict List Literal Mapping Optional TypedDict Union APIResource BaseClient ClientConfig Auth
            RetryPolicy Page PaginationSpec RequestOptions BinaryBody FileTypes with_headers Headers Query Body Omit
            omit merge_options BaseModel Discriminator ClassVar Annotated AsyncAPIResource AsyncBaseClient AsyncPager
            Transport AsyncTransport ProxySetting SSLContext cached_property to_raw_response_wrapper
            to_streamed_response_wrapper async_to_raw_response_wrapper async_to_streamed_response_wrapper
            Stream AsyncStream overload
            """);

    /** Names a generated method's body uses besides its parameters ({@code body} is claimed per method, by Symbols). */
    static final Set<String> METHOD_LOCALS = Set.of("self", "options", "with_headers", "extra_headers",
            "extra_query", "extra_body", "timeout", "merge_options");

    /** Python's naming convention: snake_case members and locals, PascalCase classes, keywords with {@code _}. */
    static final Naming NAMING = new Naming(PyNames::snake, PyNames::pascal, PyNames::snake, PyNames::typeName,
            CLIENT_MEMBERS, RESOURCE_MEMBERS, MODULE_NAMES, Naming.union(KEYWORDS, METHOD_LOCALS));

    /** Members, parameters: {@code freezeAll} → {@code freeze_all}; keywords get {@code _}. */
    static String snake(String name) {
        String s = identifier(Words.snake(name));
        return KEYWORDS.contains(s) ? s + "_" : s;
    }

    /** Classes: {@code billing_accounts} → {@code BillingAccounts}. */
    static String pascal(String name) {
        String s = identifier(Words.pascal(name));
        return KEYWORDS.contains(s) ? s + "_" : s;
    }

    /** A model's Python name: the IR's type name, unless it is a keyword ({@code None}, {@code True}, {@code False}). */
    static String typeName(String irName) {
        return KEYWORDS.contains(irName) ? irName + "_" : irName;
    }

    /** An identifier Python accepts in class syntax and as a keyword argument (ASCII subset, no keyword). */
    static boolean isIdentifier(String s) {
        return !KEYWORDS.contains(s) && Identifiers.isAscii(s, c -> false);
    }

    private static String identifier(String name) {
        return Identifiers.sanitize(name, c -> Character.isLetterOrDigit(c) || c == '_');
    }
}
