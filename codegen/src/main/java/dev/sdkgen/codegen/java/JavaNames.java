package dev.sdkgen.codegen.java;

import dev.sdkgen.codegen.lang.Naming;
import dev.sdkgen.codegen.text.Identifiers;
import dev.sdkgen.engine.lang.JavaFacts;
import dev.sdkgen.engine.naming.Words;
import java.util.Locale;
import java.util.Set;

/**
 * Java naming convention: camelCase members, accessors and locals, PascalCase classes, UPPER_SNAKE
 * constants; a Java keyword (contextual ones included) gets a trailing {@code _}; names from the spec that
 * are not identifiers ({@code X-Request-Id}, {@code +1}) become identifiers.
 */
final class JavaNames {
    private JavaNames() {
    }

    /** Java 17's keywords and literals (the language's facts, shared with the config checks). */
    static final Set<String> KEYWORDS = JavaFacts.KEYWORDS;

    /** {@code Object}'s methods: no generated member may take their names (several are final). */
    static final Set<String> OBJECT_METHODS = Set.of("equals", "hashCode", "toString", "getClass", "notify", "notifyAll",
            "wait", "clone", "finalize");

    /**
     * Every simple name generated files refer to besides models and resources: {@code java.lang}, {@code java.util},
     * {@code java.time}, Jackson, the runtime core, and the nested classes the generator declares. A model with one
     * of these names is always written fully qualified; a resource class with one gets a {@code Resource} suffix.
     */
    static final Set<String> FILE_NAMES = Naming.words("""
            String Object Long Integer Double Boolean Override Deprecated SuppressWarnings List Map Objects
            Optional Collections LinkedHashMap OffsetDateTime LocalDate IOException JsonProperty JsonInclude
            JsonCreator JsonValue JsonAnySetter JsonAnyGetter JsonDeserialize JsonNode JsonParser
            DeserializationContext StdDeserializer TypeReference AuthScheme BinaryResponse BodyEncoding
            ClientBuilder ClientConfig ClientCore HttpMethod Opt PagedIterable PaginationSpec RequestOptions
            RequestSpec ResponseType RetryPolicy UploadFile Builder Known Deserializer JsonField JsonModel JsonUnion
            InvalidDataException
            """);

    /** Names a generated method's body uses besides its parameters. */
    static final Set<String> METHOD_LOCALS = Set.of("core", "options", "params", "body");

    /** Members of a resource class besides its subresources and methods: its core field, its two views. */
    static final Set<String> RESOURCE_MEMBERS = Naming.union(OBJECT_METHODS, Set.of("core", "withRawResponse", "async"));

    /**
     * Members of the client class besides resources and root methods: its builder, its core field, its views, its copy
     * with other options, the generic requests ({@link JavaClientMembers}).
     */
    static final Set<String> CLIENT_MEMBERS = Naming.union(RESOURCE_MEMBERS, Set.of("builder", "withOptions", "get", "post", "put",
            "patch", "delete"));

    /** Java's naming convention: camelCase members and locals, PascalCase classes, IR type names as they are. */
    static final Naming NAMING = new Naming(JavaNames::camel, JavaNames::pascal, JavaNames::camel, name -> name,
            CLIENT_MEMBERS, RESOURCE_MEMBERS, FILE_NAMES, Naming.union(KEYWORDS, METHOD_LOCALS));

    /** Members, accessors, locals: {@code freeze_all} → {@code freezeAll}, {@code class} → {@code class_}. */
    static String camel(String name) {
        String s = Identifiers.camel(name, JavaNames::identifierChar);
        return KEYWORDS.contains(s) ? s + "_" : s;
    }

    /** Classes: {@code billing_accounts} → {@code BillingAccounts}. */
    static String pascal(String name) {
        return Identifiers.pascal(name, JavaNames::identifierChar);
    }

    /** Constants: {@code task.created} → {@code TASK_CREATED}, {@code 1} → {@code _1}, {@code ""} → {@code EMPTY}. */
    static String constant(String text) {
        return text.isEmpty() ? "EMPTY" : identifier(Words.upperSnake(text)).toUpperCase(Locale.ROOT);
    }

    /** {@code x} → {@code X}: the suffix of {@code isX} and {@code ofX} for a member. */
    static String capitalized(String member) {
        String base = member.endsWith("_") && KEYWORDS.contains(member.substring(0, member.length() - 1))
                ? member.substring(0, member.length() - 1) : member;
        return Words.capitalize(base);
    }

    /** A Java package as a path ({@code com.acme.sdk} → {@code com/acme/sdk}). */
    static String packagePath(String javaPackage) {
        return javaPackage.replace('.', '/');
    }

    /** The Maven artifactId of an SDK: the package's last segment, kebab-case. */
    static String artifactId(String javaPackage) {
        String last = javaPackage.substring(javaPackage.lastIndexOf('.') + 1);
        return last.replace('_', '-').toLowerCase(Locale.ROOT);
    }

    /** Makes any word string an identifier: letters, digits and {@code _}; empty → {@code value}; a leading digit gets {@code _}. */
    private static String identifier(String name) {
        return Identifiers.sanitize(name, JavaNames::identifierChar);
    }

    private static boolean identifierChar(int c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }
}
