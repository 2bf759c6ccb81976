package dev.sdkgen.codegen.go;

import dev.sdkgen.codegen.lang.ExampleWriter;
import dev.sdkgen.codegen.lang.LiteralSyntax;
import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.Argument;
import dev.sdkgen.codegen.plan.ExampleCall;
import dev.sdkgen.codegen.plan.ExampleValue;
import dev.sdkgen.codegen.plan.MethodPlan;
import dev.sdkgen.codegen.plan.ResponsePlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * README snippets in Go: {@code account, err := client.Accounts.Create(ctx, acme.AccountCreateParams{Name: "name"})}.
 * Values are typed Go literals, qualified by the package name; a required nullable field's value is
 * wrapped in its {@code Opt} constructor.
 */
final class GoExamples extends ExampleWriter {
    private static final String IND = "\t";
    private static final String READER = "strings.NewReader(\"file contents\")";
    private static final LiteralSyntax LITERALS = new LiteralSyntax(GoLiterals::string, "true", "false", "nil", READER, READER,
            a -> "[]any{", "}", o -> "map[string]any{", "}", false, (o, name) -> GoLiterals.string(name) + ": ");
    private static final Map<String, String> OPT_CONSTRUCTORS = Map.of("string", "String", "int64", "Int",
            "float64", "Float", "bool", "Bool");

    private final GoPackageNames names;
    private final GoTypes types;
    private final GoStructs structs;
    private final String pkg;

    GoExamples(SdkPlan plan, Symbols symbols, GoPackageNames names, GoTypes types, GoStructs structs, String packageName) {
        super(plan, symbols, LITERALS, IND);
        this.names = names;
        this.types = types;
        this.structs = structs;
        this.pkg = packageName;
    }

    @Override
    public List<String> lookupStatement(ExampleCall call) {
        return statement(call, "", false);
    }

    @Override
    public List<String> statement(ExampleCall call, String indent, boolean print) {
        String expression = expression(call);
        MethodPlan m = call.method();
        List<String> out = new ArrayList<>();
        if (m.pagination() != null) {
            out.add("it := " + expression);
            out.add("for it.Next() {");
            out.add(IND + "fmt.Println(it.Current())");
            out.add("}");
            out.add("if err := it.Err(); err != nil {");
            out.add(IND + "panic(err)");
            out.add("}");
        } else if (!print) {
            out.add((m.response().kind() == ResponsePlan.Kind.NONE ? "err := " : "_, err := ") + expression);
        } else if (m.response().kind() == ResponsePlan.Kind.NONE) {
            out.addAll(List.of("if err := " + expression + "; err != nil {", IND + "panic(err)", "}"));
        } else {
            String variable = m.response().kind() == ResponsePlan.Kind.JSON ? variable(m.response().type(), "result")
                    : m.response().kind() == ResponsePlan.Kind.BINARY ? "response" : "text";
            out.addAll(List.of(variable + ", err := " + expression, "if err != nil {", IND + "panic(err)", "}",
                    "fmt.Println(" + variable + ")"));
        }
        return out.stream().map(line -> indent + line).toList();
    }

    @Override
    protected List<Layout.Node> arguments(ExampleCall call) {
        List<Layout.Node> args = new ArrayList<>();
        args.add(Layout.text("ctx"));
        List<Argument.Path> path = call.method().pathArgs();
        for (int i = 0; i < path.size(); i++) {
            args.add(Layout.text(value(call.pathValues().get(i), path.get(i).type())));
        }
        if (call.method().body() != null) {
            boolean given = call.method().body().required();
            args.add(Layout.text(given ? value(call.body(), bodyType(call.method())) : "nil"));
        }
        if (call.method().params() != null) {
            args.add(Layout.text(call.method().params().required() ? params(call) : "nil"));
        }
        return args;
    }

    private TypeRef bodyType(MethodPlan m) {
        return switch (m.body().encoding()) {
            case BINARY -> new TypeRef.Primitive(TypeRef.Scalar.STRING, "binary");
            case TEXT -> TypeRef.string();
            default -> m.body().type();
        };
    }

    private String params(ExampleCall call) {
        String owner = call.method().params().typeName();
        List<String> fields = new ArrayList<>();
        for (Parameter p : call.method().params().all()) {
            ExampleValue v = call.requiredParams().get(p.name());
            String field = structs.field(owner, p.name());
            if (p.required() && v != null && field != null) {
                fields.add(field + ": " + value(v, p.type()));
            }
        }
        return pkg + "." + names.type(owner) + "{" + String.join(", ", fields) + "}";
    }

    /** A Go literal of the value, typed by where it goes. */
    private String value(ExampleValue v, TypeRef target) {
        TypeRef t = target == null ? null : TypeRef.nonNull(target);
        if (v instanceof ExampleValue.Str s) {
            return GoLiterals.string(s.value());
        }
        if (v instanceof ExampleValue.Num n) {
            return n.literal();
        }
        if (v instanceof ExampleValue.Bool b) {
            return String.valueOf(b.value());
        }
        if (v instanceof ExampleValue.File || v instanceof ExampleValue.Bytes) {
            return READER;
        }
        if (v instanceof ExampleValue.Arr a && t instanceof TypeRef.ArrayOf array) {
            List<String> items = a.items().stream().map(item -> value(item, array.items())).toList();
            return qualified(t) + "{" + String.join(", ", items) + "}";
        }
        if (v instanceof ExampleValue.Obj o && o.type() instanceof TypeRef.Named n
                && plan.types().get(n.name()) instanceof TypeDef.ObjectType def && !def.properties().isEmpty()) {
            return object(o, def);
        }
        return v instanceof ExampleValue.Null || t == null || types.nilable(t) ? "nil" : qualified(t) + "{}";
    }

    private String object(ExampleValue.Obj o, TypeDef.ObjectType def) {
        List<String> fields = new ArrayList<>();
        for (TypeDef.Property p : def.properties()) {
            ExampleValue v = o.fields().get(p.name());
            String field = structs.field(def.name(), p.name());
            if (v != null && field != null) {
                String printed = value(v, p.type());
                fields.add(field + ": " + (p.type() instanceof TypeRef.Nullable ? opt(printed, p.type()) : printed));
            }
        }
        return pkg + "." + names.type(def.name()) + "{" + String.join(", ", fields) + "}";
    }

    /** A value as an {@code Opt}: {@code acme.String("x")}, {@code acme.Int(0)}, else {@code acme.Value(v)}. */
    private String opt(String printed, TypeRef type) {
        String constructor = OPT_CONSTRUCTORS.get(types.type(TypeRef.nonNull(type), new GoImports()));
        return pkg + "." + (constructor == null ? "Value" : constructor) + "(" + printed + ")";
    }

    /** A Go type with the package's names qualified ({@code []acme.Item}). */
    private String qualified(TypeRef type) {
        if (type instanceof TypeRef.Named n) {
            return pkg + "." + names.type(n.name());
        }
        if (type instanceof TypeRef.ArrayOf a) {
            return "[]" + qualified(TypeRef.nonNull(a.items()));
        }
        if (type instanceof TypeRef.MapOf m) {
            return "map[string]" + qualified(TypeRef.nonNull(m.values()));
        }
        return types.type(type, new GoImports());
    }
}
