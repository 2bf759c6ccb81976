package dev.sdkgen.engine.rules;

import java.util.List;

/** The registry of rules run after loading, in the order they run. */
public final class Rules {
    public static final List<Rule> ALL = List.of(
            new SpecStructureRule(),
            new SchemaValueRule(),
            new CircularReferenceRule(),
            new OperationNotFoundRule(),
            new SchemaNotFoundRule(),
            new NamingConflictRule(),
            new PaginationMismatchRule(),
            new IgnoredOperationRule(),
            new UpgradeOperationRule(),
            new UnmappedOperationRule(),
            new ExtensionValueRule(),
            new UnknownLicenseRule());

    private Rules() {
    }
}
