package dev.sdkgen.codegen.surface.rules;

import java.util.List;

/** The registry: every rule of the surface diff, in the order they run (the result is sorted afterwards). */
public final class SurfaceRules {
    public static final List<SurfaceRule> ALL = List.of(new MethodRemovedRule(), new MethodAddedRule(), new ParameterRule(),
            new PathArgumentNameRule(), new BodyRule(), new ResultRule(), new TypeRemovedRule(), new TypeAddedRule(), new TypeShapeRule(),
            new FieldRemovedRule(), new FieldAddedRule(), new FieldRequiredRule(), new FieldTypeRule(), new EnumValueRule(),
            new UnionVariantRule(), new ClientRule(), new ErrorRule(), new DocsRule());

    private SurfaceRules() {
    }
}
