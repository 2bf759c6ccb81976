package dev.sdkgen.codegen.lang;

import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * A language's naming convention and reserved words, as data: each language declares one (e.g.
 * {@code TsNames.NAMING}); the shared code ({@link Symbols}) applies it the same way for every language.
 *
 * @param memberCase         a method or subresource member from a config name ({@code freeze_all} → {@code freezeAll})
 * @param classCase          a class from a config name ({@code billing_accounts} → {@code BillingAccounts})
 * @param localCase          a parameter or local from a name on the wire ({@code project_id} → {@code projectId})
 * @param typeCase           a model's name from the IR's type name (the same in every language unless it is a keyword)
 * @param clientMembers      names no member of the client class may take (the runtime client's own members)
 * @param resourceMembers    names no member of a resource class may take
 * @param reservedClassNames names no resource class may take: globals and runtime names generated files refer to
 * @param reservedLocals     names no parameter or local of a generated method may take: keywords and the names
 *                           its body uses
 */
public record Naming(UnaryOperator<String> memberCase, UnaryOperator<String> classCase, UnaryOperator<String> localCase,
        UnaryOperator<String> typeCase, Set<String> clientMembers, Set<String> resourceMembers,
        Set<String> reservedClassNames, Set<String> reservedLocals) {

    public Naming {
        clientMembers = Set.copyOf(clientMembers);
        resourceMembers = Set.copyOf(resourceMembers);
        reservedClassNames = Set.copyOf(reservedClassNames);
        reservedLocals = Set.copyOf(reservedLocals);
    }

    public String member(String configName) {
        return memberCase.apply(configName);
    }

    public String className(String configName) {
        return classCase.apply(configName);
    }

    public String local(String wireName) {
        return localCase.apply(wireName);
    }

    public String typeName(String irName) {
        return typeCase.apply(irName);
    }

    /** A set of names written as one whitespace-separated list (a language's long name lists, read as text). */
    public static Set<String> words(String text) {
        return Set.of(text.strip().split("\\s+"));
    }

    /** {@code a} and {@code b} in one set. */
    public static Set<String> union(Set<String> a, Set<String> b) {
        java.util.HashSet<String> all = new java.util.HashSet<>(a);
        all.addAll(b);
        return all;
    }
}
