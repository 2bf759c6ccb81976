package dev.sdkgen.codegen.typescript;

import dev.sdkgen.codegen.lang.Naming;
import dev.sdkgen.codegen.text.Identifiers;
import dev.sdkgen.engine.lang.TypeScriptFacts;
import dev.sdkgen.engine.naming.Words;
import java.util.Locale;
import java.util.Set;

/**
 * TypeScript naming convention: camelCase members and locals, PascalCase classes, kebab-case file
 * names; reserved words and the runtime's own member names are avoided; names from the spec that are
 * not identifiers ({@code +1}, {@code X-Request-Id}) are turned into identifiers or quoted.
 */
final class TsNames {
    private TsNames() {
    }

    /** ECMAScript reserved words and globals a declaration must not shadow (the language's facts). */
    static final Set<String> RESERVED_WORDS = TypeScriptFacts.RESERVED_WORDS;

    /**
     * Members of the runtime's {@code BaseClient} (the generic requests {@code get} ... {@code request} among them), plus
     * {@code constructor}: no resource or root method may take them.
     */
    static final Set<String> CLIENT_MEMBERS = Set.of("baseURL", "apiKey", "maxRetries", "timeout", "constructor",
            "withOptions", "request", "get", "post", "put", "patch", "delete");

    /** Members no resource class may take ({@code _client}, {@code _request}, … all start with {@code _}). */
    static final Set<String> RESOURCE_MEMBERS = Set.of("constructor");

    /**
     * Globals that generated resource and client files refer to, and the runtime names they import:
     * a model or resource class with one of these names is imported under another name.
     */
    static final Set<String> FILE_GLOBALS = Naming.words("""
            Promise Response Blob Array Object Error String Number Boolean Symbol Date Map Set JSON Math
            Function RegExp Record Partial APIResource BaseClient ClientConfig ClientOptions RequestOptions
            PagePromise APIPromise PaginationSpec BinaryBody Uploadable Stream CONFIG retryPolicy
            """);

    /** Names a generated method's body uses besides its parameters. */
    static final Set<String> METHOD_LOCALS = Set.of("options", "query", "params", "body");

    /** TypeScript's naming convention: camelCase members and locals, PascalCase classes, IR type names as they are. */
    static final Naming NAMING = new Naming(TsNames::camel, TsNames::pascal, TsNames::local, name -> name,
            CLIENT_MEMBERS, RESOURCE_MEMBERS, FILE_GLOBALS, Naming.union(RESERVED_WORDS, METHOD_LOCALS));

    /** Members, locals: {@code freeze_all} → {@code freezeAll}. */
    static String camel(String name) {
        return Identifiers.camel(name, Character::isLetterOrDigit);
    }

    /** Classes: {@code billing_accounts} → {@code BillingAccounts}. */
    static String pascal(String name) {
        return Identifiers.pascal(name, Character::isLetterOrDigit);
    }


    /** A local variable or parameter for a wire name ({@code project_id} → {@code projectId}). */
    static String local(String wireName) {
        String name = camel(wireName);
        return RESERVED_WORDS.contains(name) ? name + "_" : name;
    }

    /** A file or directory name: {@code billing_accounts} → {@code billing-accounts}. */
    static String fileStem(String configName) {
        String stem = String.join("-", Words.split(configName, true)).toLowerCase(Locale.ROOT);
        return stem.isEmpty() ? "resource" : stem;
    }

    /** A property key in an interface or object literal: bare when an identifier name, else a quoted string. */
    static String propertyKey(String wireName) {
        return isIdentifierName(wireName) ? wireName : TsLiterals.string(wireName);
    }

    /** An IdentifierName (ASCII subset): a letter, {@code _} or {@code $}, then letters, digits, {@code _}, {@code $}. */
    static boolean isIdentifierName(String s) {
        return Identifiers.isAscii(s, c -> c == '$');
    }
}
