package dev.sdkgen.codegen.go;

import dev.sdkgen.codegen.lang.Naming;
import dev.sdkgen.codegen.text.Identifiers;
import dev.sdkgen.engine.lang.GoFacts;
import dev.sdkgen.engine.naming.Words;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Go's naming convention: exported PascalCase names and lowerCamel locals, with Go's initialisms in
 * capitals ({@code account_id} → {@code AccountID} / {@code accountID}); every generated name that users
 * see is exported. The package name comes from the module path.
 */
final class GoNames {
    private GoNames() {
    }

    /** Words written in capitals in Go identifiers (Go's own code review convention). */
    static final Set<String> INITIALISMS = Naming.words("""
            ACL API ASCII CPU CSS DNS EOF GUID HTML HTTP HTTPS ID IP JSON LHS QPS RAM RHS RPC SLA SMTP SQL
            SSH TCP TLS TTL UDP UI UID UUID URI URL UTF8 VM XML XMPP XSRF XSS
            """);

    /** Package names a generated file may import; no local takes them. */
    static final Set<String> IMPORTED_PACKAGES = Set.of("context", "http", "io", "json", "time");

    /** Names a generated method's body uses besides its parameters (receivers included). */
    static final Set<String> METHOD_LOCALS = Set.of("ctx", "options", "params", "body", "s", "c");

    /**
     * Methods of the generated client that no resource or root method may take: the generic requests and the copy
     * with more options (docs/runtime-go.md "Escape hatches").
     */
    static final Set<String> CLIENT_MEMBERS = Set.of("Execute", "Get", "Post", "Put", "Patch", "Delete", "WithOptions");

    /** Go's naming convention for the shared code. */
    static final Naming NAMING = new Naming(GoNames::exported, GoNames::exported, GoNames::local, GoNames::typeName,
            CLIENT_MEMBERS, Set.of(), Set.of(), reservedLocals());

    private static Set<String> reservedLocals() {
        Set<String> all = new HashSet<>(GoFacts.KEYWORDS);
        all.addAll(GoFacts.PREDECLARED);
        all.addAll(IMPORTED_PACKAGES);
        all.addAll(METHOD_LOCALS);
        all.addAll(GoRuntimeNames.all());
        return all;
    }

    /** An exported identifier: {@code billing_accounts} → {@code BillingAccounts}, {@code get_by_id} → {@code GetByID}. */
    static String exported(String name) {
        StringBuilder sb = new StringBuilder();
        for (String word : Words.split(name, true)) {
            sb.append(word(word));
        }
        return startExported(Identifiers.sanitize(sb.toString(), Character::isLetterOrDigit));
    }

    /** A local or unexported identifier: {@code account_id} → {@code accountID}, {@code URL} → {@code url}. */
    static String local(String name) {
        List<String> words = Words.split(name, true);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < words.size(); i++) {
            sb.append(i == 0 ? words.get(i).toLowerCase(Locale.ROOT) : word(words.get(i)));
        }
        String s = Identifiers.sanitize(sb.toString(), Character::isLetterOrDigit);
        return s.startsWith("_") ? "v" + s.substring(1) : s;
    }

    /** A model's Go name: the IR's type name, made an exported identifier when it is not one. */
    static String typeName(String irName) {
        return startExported(irName);
    }

    private static String word(String word) {
        String upper = word.toUpperCase(Locale.ROOT);
        return INITIALISMS.contains(upper) ? upper : Words.capitalize(word.toLowerCase(Locale.ROOT));
    }

    /** {@code X} in front of a name that does not start with an upper-case letter ({@code _1} → {@code X1}). */
    private static String startExported(String s) {
        if (s.equals("value")) {
            return "Value";
        }
        String trimmed = s.startsWith("_") ? s.substring(1) : s;
        return !trimmed.isEmpty() && Character.isUpperCase(trimmed.codePointAt(0)) ? trimmed : "X" + trimmed;
    }

    /**
     * The package name of a module path: its last element (the one before a {@code /vN} major version
     * suffix) without {@code -go}, lower-cased, letters, digits and {@code _} only ({@code
     * github.com/acme/acme-go} → {@code acme}).
     */
    static String packageName(String module) {
        String[] parts = module.split("/");
        String last = parts[parts.length - 1];
        if (last.matches("v[0-9]+") && parts.length > 1) {
            last = parts[parts.length - 2];
        }
        if (last.endsWith("-go") && last.length() > 3) {
            last = last.substring(0, last.length() - 3);
        }
        String name = last.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]", "");
        if (name.isEmpty() || !Character.isLetter(name.charAt(0))) {
            name = "sdk" + name;
        }
        return GoFacts.KEYWORDS.contains(name) || GoFacts.PREDECLARED.contains(name) ? name + "sdk" : name;
    }
}
