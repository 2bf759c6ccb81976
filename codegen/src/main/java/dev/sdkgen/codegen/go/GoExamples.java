package dev.sdkgen.codegen.go;

import dev.sdkgen.codegen.lang.ExampleVariants;
import dev.sdkgen.codegen.lang.ExampleWriter;
import dev.sdkgen.codegen.lang.LiteralSyntax;
import dev.sdkgen.codegen.lang.SnippetWriter;
import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.Argument;
import dev.sdkgen.codegen.plan.ExampleCall;
import dev.sdkgen.codegen.plan.ExampleValue;
import dev.sdkgen.codegen.plan.MethodPlan;
import dev.sdkgen.codegen.plan.ResponsePlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.RequestBody;
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
            GoExamples::textFile,
            a -> "[]any{", "}", o -> "map[string]any{", "}", false, (o, name) -> GoLiterals.string(name) + ": ");
    private static final Map<String, String> OPT_CONSTRUCTORS = Map.of("string", "String", "int64", "Int",
            "float64", "Float", "bool", "Bool");

    private final GoPackageNames names;
    private final GoTypes types;
    private final GoStructs structs;
    private final GoUnions unions;
    private final String pkg;

    GoExamples(SdkPlan plan, Symbols symbols, GoPackageNames names, GoTypes types, GoStructs structs, String packageName) {
        super(plan, symbols, LITERALS, IND);
        this.names = names;
        this.types = types;
        this.structs = structs;
        this.unions = new GoUnions(plan.types(), names, types);
        this.pkg = packageName;
    }

    /** The call with {@code WithResponseInto(&response)} as its last option. */
    @Override
    public String rawCall(ExampleCall call) {
        return expression(call, "client", List.of(pkg + ".WithResponseInto(&response)"));
    }

    @Override
    public List<String> lookupStatement(ExampleCall call) {
        return statement(call, "", false);
    }

    @Override
    public List<String> statement(ExampleCall call, String indent, boolean print) {
        return statement(call, indent, print, List.of());
    }

    /**
     * The README's per-request options example: the call with a header, a query parameter and (when the method sends
     * a JSON body) a body field set by options (docs/runtime-go.md "Escape hatches").
     */
    List<String> optionsStatement(ExampleCall call) {
        List<String> options = new ArrayList<>();
        if (call.method().body() != null && call.method().body().encoding() == RequestBody.Encoding.JSON) {
            options.add(pkg + ".WithJSONSet(\"metadata.source\", \"readme\")");
        }
        options.add(pkg + ".WithQuery(\"trace\", \"true\")");
        options.add(pkg + ".WithHeader(\"X-Request-Source\", \"readme\")");
        return statement(call, "", false, options);
    }

    private List<String> statement(ExampleCall call, String indent, boolean print, List<String> options) {
        String expression = options.isEmpty() ? expression(call) : expression(call, "client", options);
        MethodPlan m = call.method();
        List<String> out = new ArrayList<>();
        boolean stream = m.pagination() == null && m.response().kind() == ResponsePlan.Kind.STREAM;
        if (m.pagination() != null || stream) {
            String it = stream ? "stream" : "it";
            out.add(it + " := " + expression);
            if (stream) {
                out.add("defer stream.Close()");
            }
            out.add("for " + it + ".Next() {");
            out.add(IND + "fmt.Println(" + it + ".Current())");
            out.add("}");
            out.add("if err := " + it + ".Err(); err != nil {");
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
            args.add(Layout.text(body(call)));
        }
        if (call.method().params() != null) {
            boolean required = call.method().params().required();
            args.add(Layout.text(required ? params(call) : call.allParams() ? "&" + params(call) : "nil"));
        }
        return args;
    }

    /** The body argument: the value when required; an optional one as a pointer to a struct literal, else nil. */
    private String body(ExampleCall call) {
        String printed = value(call.body(), bodyType(call.method()));
        if (call.method().body().required()) {
            return printed;
        }
        String go = qualified(bodyType(call.method()));
        return call.passesOptionalBody() && printed.startsWith(go + "{") ? "&" + printed : "nil";
    }

    /**
     * A test's statements (api_test.go): the call with its error checked; a paginated call's iterator and an event
     * stream advanced once (the first page, the first event), the stream closed; a binary response's body closed.
     */
    List<String> testStatements(ExampleCall call) {
        String expression = expression(call);
        MethodPlan m = call.method();
        boolean stream = m.pagination() == null && m.response().kind() == ResponsePlan.Kind.STREAM;
        List<String> check = List.of("if err != nil {", IND + "t.Fatal(err)", "}");
        List<String> out = new ArrayList<>(List.of("ctx := context.Background()"));
        if (m.pagination() != null || stream) {
            String it = stream ? "stream" : "it";
            out.add(it + " := " + expression);
            if (stream) {
                out.add("defer stream.Close()");
            }
            out.add(it + ".Next()");
            out.addAll(List.of("if err := " + it + ".Err(); err != nil {", IND + "t.Fatal(err)", "}"));
        } else if (m.response().kind() == ResponsePlan.Kind.NONE) {
            out.add("err := " + expression);
            out.addAll(check);
        } else if (m.response().kind() == ResponsePlan.Kind.BINARY) {
            out.add("response, err := " + expression);
            out.addAll(check);
            out.add("response.Body.Close()");
        } else {
            out.add("_, err := " + expression);
            out.addAll(check);
        }
        return out.stream().map(line -> IND + line).toList();
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
            ExampleValue v = call.params().get(p.name());
            String field = structs.field(owner, p.name());
            if (v == null || field == null) {
                continue;
            }
            TypeRef inner = TypeRef.nonNull(p.type());
            boolean plain = p.required() || inner instanceof TypeRef.ArrayOf || inner instanceof TypeRef.MapOf;
            fields.add(field + ": " + (plain ? value(v, p.type()) : opt(value(v, inner), inner, false)));
        }
        return pkg + "." + names.type(owner) + "{" + String.join(", ", fields) + "}";
    }

    /** An example of the spec as a typed Go literal of the type it must fit (the examples gate). */
    @Override
    public Layout.Node literal(ExampleValue v, TypeRef type) {
        return Layout.text(value(v, type));
    }

    /** The Go type of a value outside the package ({@code []acme.Pet}). */
    String qualified(TypeRef type) {
        return types.type(type, new GoImports(), pkg + ".");
    }

    /**
     * A Go literal of the value, typed by where it goes. A value that does not fit its type is written as what
     * it is ({@code map[string]any{…}} for an object), so the compiler says it does not fit; a key the struct
     * lacks goes into its additional properties when the object has them, else is written as a field of its
     * own name, which the compiler reports as unknown.
     */
    private String value(ExampleValue v, TypeRef target) {
        if (target instanceof TypeRef.Nullable n && !(v instanceof ExampleValue.Null) && !types.nilable(n.inner())) {
            return pointerTo(value(v, n.inner()), n.inner());
        }
        TypeRef t = ExampleVariants.resolve(target == null ? new TypeRef.Unknown() : target, plan.types());
        TypeDef def = plan.types().definition(t);
        if (v instanceof ExampleValue.Null && TypeRef.isNull(t)) {
            return pkg + "." + GoTypes.NULL_TYPE + "{}";
        }
        if (v instanceof ExampleValue.Null || v instanceof ExampleValue.Obj o && o.fields().isEmpty() && types.nilable(t)) {
            return "nil";
        }
        if (def instanceof TypeDef.UnionType u) {
            return union(v, u);
        }
        if (v instanceof ExampleValue.File || v instanceof ExampleValue.Bytes) {
            return READER;
        }
        if (v instanceof ExampleValue.TextFile f) {
            return textFile(f.text());
        }
        if (v instanceof ExampleValue.Arr a && t instanceof TypeRef.ArrayOf array) {
            List<String> items = a.items().stream().map(item -> value(item, array.items())).toList();
            return qualified(t) + "{" + String.join(", ", items) + "}";
        }
        if (v instanceof ExampleValue.Obj o && def instanceof TypeDef.ObjectType object && !object.properties().isEmpty()) {
            return object(o, object);
        }
        if (v instanceof ExampleValue.Obj o && (t instanceof TypeRef.MapOf || def instanceof TypeDef.ObjectType)) {
            TypeRef values = t instanceof TypeRef.MapOf m ? m.values() : ((TypeDef.ObjectType) def).additionalProperties();
            List<String> entries = new ArrayList<>();
            o.fields().forEach((key, field) -> entries.add(GoLiterals.string(key) + ": " + value(field, values)));
            return qualified(target == null ? t : TypeRef.nonNull(target)) + "{" + String.join(", ", entries) + "}";
        }
        return untyped(v);
    }

    /** A file of the text's UTF-8 bytes, as an {@code io.Reader} (the snippets import {@code strings}). */
    private static String textFile(String text) {
        return "strings.NewReader(" + GoLiterals.string(text) + ")";
    }

    /** A value as Go writes JSON of unknown shape: {@code map[string]any}, {@code []any}, untyped constants. */
    private String untyped(ExampleValue v) {
        if (v instanceof ExampleValue.Arr a) {
            return "[]any{" + String.join(", ", a.items().stream().map(this::untyped).toList()) + "}";
        }
        if (v instanceof ExampleValue.Obj o) {
            List<String> entries = new ArrayList<>();
            o.fields().forEach((key, field) -> entries.add(GoLiterals.string(key) + ": " + untyped(field)));
            return "map[string]any{" + String.join(", ", entries) + "}";
        }
        return v instanceof ExampleValue.Str s ? GoLiterals.string(s.value()) : v instanceof ExampleValue.Num n ? n.literal()
                : v instanceof ExampleValue.Bool b ? String.valueOf(b.value()) : "nil";
    }

    /** A union holding the variant the value is: {@code acme.Pet{OfCat: &acme.Cat{…}}}. */
    private String union(ExampleValue v, TypeDef.UnionType u) {
        int i = ExampleVariants.choose(v, u.variants(), plan.types(), u.discriminator());
        if (i < 0) {
            return untyped(v);
        }
        TypeRef variant = TypeRef.nonNull(u.variants().get(i));
        String pointer = pointerTo(value(v, variant), variant);
        return pkg + "." + names.type(u.name()) + "{Of" + unions.variantNames(u).get(variant) + ": " + pointer + "}";
    }

    /**
     * A pointer to a value of the type: {@code &acme.Pet{…}} when the literal is of that very type, else through
     * the snippets' {@code ptr[T]} (an untyped constant, a literal of the type's underlying type, {@code any}).
     */
    private String pointerTo(String printed, TypeRef type) {
        String go = qualified(type);
        return printed.startsWith(go + "{") ? "&" + printed : "ptr[" + go + "](" + printed + ")";
    }

    private boolean composite(String printed) {
        return printed.endsWith("}") && !printed.startsWith("\"");
    }

    private String object(ExampleValue.Obj o, TypeDef.ObjectType def) {
        List<String> fields = new ArrayList<>();
        List<String> extras = new ArrayList<>();
        String extrasField = structs.extras(def.name());
        o.fields().forEach((key, v) -> {
            TypeDef.Property p = def.properties().stream().filter(q -> q.name().equals(key)).findFirst().orElse(null);
            if (p == null && extrasField != null) {
                extras.add(GoLiterals.string(key) + ": " + value(v, def.additionalProperties()));
                return;
            }
            if (p == null) {
                String guess = GoNames.exported(key);
                fields.add((guess.isEmpty() ? "XEmptyKey" : guess) + ": " + untyped(v));
                return;
            }
            String field = structs.field(def.name(), p.name());
            if (field == null) {
                throw new SnippetWriter.Unsupported("property " + GoLiterals.string(key) + " of " + def.name()
                        + " cannot be a Go struct field (its name cannot be a struct tag)");
            }
            fields.add(field + ": " + field(v, p, structs.pointer(def.name(), p.name())));
        });
        if (!extras.isEmpty()) {
            fields.add(extrasField + ": " + qualified(new TypeRef.MapOf(def.additionalProperties())) + "{"
                    + String.join(", ", extras) + "}");
        }
        return pkg + "." + names.type(def.name()) + "{" + String.join(", ", fields) + "}";
    }

    /** A struct field's value: plain when required and not nullable, else an {@code Opt}; {@code &} through a pointer. */
    private String field(ExampleValue v, TypeDef.Property p, boolean pointer) {
        TypeRef inner = TypeRef.nonNull(p.type());
        boolean opt = !p.required() || p.type() instanceof TypeRef.Nullable;
        if (opt && v instanceof ExampleValue.Null) {
            return pkg + ".Null[" + (pointer ? "*" : "") + qualified(inner) + "]()";
        }
        String printed = value(v, inner);
        if (pointer && composite(printed)) {
            printed = "&" + printed;
        }
        return opt ? opt(printed, inner, pointer) : printed;
    }

    /**
     * A value as an {@code Opt}: {@code acme.String("x")}, {@code acme.Int(0)}; a composite literal of the very
     * type through {@code acme.Value(v)}; anything else with the type spelled, {@code acme.Value[acme.Status]("active")}.
     */
    private String opt(String printed, TypeRef type, boolean pointer) {
        String constructor = pointer ? null : OPT_CONSTRUCTORS.get(types.type(TypeRef.nonNull(type), new GoImports()));
        if (constructor != null) {
            return pkg + "." + constructor + "(" + printed + ")";
        }
        String go = (pointer ? "*" : "") + qualified(type);
        boolean same = printed.startsWith((pointer ? "&" : "") + qualified(type) + "{");
        return pkg + ".Value" + (same ? "" : "[" + go + "]") + "(" + printed + ")";
    }
}
