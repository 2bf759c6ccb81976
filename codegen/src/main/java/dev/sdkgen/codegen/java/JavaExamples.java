package dev.sdkgen.codegen.java;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.sdkgen.codegen.lang.ShapedExampleWriter;
import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.ExampleCall;
import dev.sdkgen.codegen.plan.ExampleValue;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * README snippets in Java: {@code var project = client.projects().create(ProjectCreateParams.builder().name("name").build());}.
 * Values are printed from their type (Java literals name it): models and params as builder chains, enums as
 * their constants, dates parsed, {@code List.of}, {@code Map.of}, {@code 0L} for a {@code Long}. A builder chain
 * travels as a {@link Layout.Group} (head, calls, tail) and is laid out by {@link JavaLines.Chain}.
 */
final class JavaExamples extends ShapedExampleWriter {
    private static final String IND = JavaLines.IND;

    private final JavaTypes types;

    JavaExamples(SdkPlan plan, Symbols symbols, JavaTypes types) {
        super(plan, symbols, JavaLiterals.LITERALS, IND);
        this.types = types;
    }

    @Override
    protected String accessorCall() {
        return "()";
    }

    @Override
    public String expression(ExampleCall call) {
        return chain(callee(call), arguments(call), ")").flat();
    }

    /** Path values, the body when it is required (or a required params object follows), the required params. */
    @Override
    protected List<Layout.Node> arguments(ExampleCall call) {
        List<Layout.Node> args = new ArrayList<>();
        for (int i = 0; i < call.pathValues().size(); i++) {
            args.add(value(call.pathValues().get(i), call.method().pathArgs().get(i).type()));
        }
        boolean params = !call.requiredParams().isEmpty();
        if (call.body() != null && (call.method().body().required() || params)) {
            args.add(value(call.body(), call.method().body().type()));
        }
        if (params) {
            List<Parameter> all = call.method().params().all();
            List<JavaProperty> props = JavaProperty.of(all, types);
            List<Layout.Node> calls = new ArrayList<>();
            for (int i = 0; i < all.size(); i++) {
                ExampleValue v = call.requiredParams().get(all.get(i).name());
                if (v != null) {
                    calls.add(setter(props.get(i).member(), value(v, all.get(i).type())));
                }
            }
            args.add(new Layout.Group(call.method().params().typeName() + ".builder()", calls, ".build()", false, false));
        }
        return args;
    }

    @Override
    protected List<String> loop(String item, String callee, List<Layout.Node> args, String indent) {
        List<String> out = new ArrayList<>(render(chain("for (var " + item + " : " + callee, args, ")) {"), indent));
        out.add(indent + IND + "System.out.println(" + item + ");");
        out.add(indent + "}");
        return out;
    }

    @Override
    protected List<String> call(String callee, List<Layout.Node> args, String indent) {
        return render(chain(callee, args, ");"), indent);
    }

    @Override
    protected List<String> assign(String variable, String callee, List<Layout.Node> args, String indent) {
        List<String> out = new ArrayList<>(render(chain("var " + variable + " = " + callee, args, ");"), indent));
        out.add(indent + "System.out.println(" + variable + ");");
        return out;
    }

    @Override
    protected String binaryVariable() {
        return "response";
    }

    /**
     * A call with its arguments as one chain: when the last argument is a builder chain, the call opens with its
     * head and closes with its tail, so a long builder breaks one setter per line.
     */
    private static JavaLines.Chain chain(String callee, List<Layout.Node> args, String close) {
        List<String> before = new ArrayList<>();
        for (int i = 0; i < args.size() - 1; i++) {
            before.add(toChain(args.get(i)).flat());
        }
        String head = callee + String.join(", ", before) + (before.isEmpty() ? "" : ", ");
        if (!args.isEmpty() && args.get(args.size() - 1) instanceof Layout.Group g) {
            return toChain(g).around(head, close);
        }
        return JavaLines.Chain.of(head + (args.isEmpty() ? "" : toChain(args.get(args.size() - 1)).flat()) + close);
    }

    private static List<String> render(JavaLines.Chain chain, String indent) {
        return chain.render(indent, false);
    }

    private static JavaLines.Chain toChain(Layout.Node node) {
        if (node instanceof Layout.Group g) {
            return new JavaLines.Chain(g.open(), g.items().stream().map(JavaExamples::toChain).toList(), g.close());
        }
        return JavaLines.Chain.of(node.flat());
    }

    private static Layout.Node setter(String member, Layout.Node value) {
        return value instanceof Layout.Group g ? new Layout.Group("." + member + "(" + g.open(), g.items(), g.close() + ")", false, false)
                : Layout.text("." + member + "(" + value.flat() + ")");
    }

    /** An example value as Java source of the given type. */
    private Layout.Node value(ExampleValue v, TypeRef type) {
        TypeRef t = TypeRef.nonNull(types.resolve(type));
        TypeDef def = types.definition(t);
        if (def instanceof TypeDef.UnionType u) {
            return union(v, u);
        }
        if (v instanceof ExampleValue.Obj o) {
            return object(o, t, def);
        }
        if (v instanceof ExampleValue.Arr a) {
            TypeRef item = t instanceof TypeRef.ArrayOf array ? array.items() : new TypeRef.Unknown();
            return Layout.text("List.of(" + String.join(", ", a.items().stream().map(i -> toChain(value(i, item)).flat()).toList()) + ")");
        }
        if (v instanceof ExampleValue.Str s) {
            return Layout.text(string(s.value(), t, def));
        }
        if (v instanceof ExampleValue.Num n) {
            return Layout.text(number(n.literal(), t, def));
        }
        return Layout.text(v instanceof ExampleValue.Bool b ? String.valueOf(b.value())
                : v instanceof ExampleValue.File ? JavaLiterals.LITERALS.file()
                : v instanceof ExampleValue.Bytes ? JavaLiterals.LITERALS.bytes() : "null");
    }

    private Layout.Node object(ExampleValue.Obj o, TypeRef t, TypeDef def) {
        if (def instanceof TypeDef.ObjectType object) {
            List<JavaProperty> props = JavaProperty.of(object, types);
            List<Layout.Node> calls = new ArrayList<>();
            for (JavaProperty p : props) {
                ExampleValue field = o.fields().get(p.wire());
                if (field != null) {
                    calls.add(setter(p.member(), value(field, p.type())));
                }
            }
            return new Layout.Group(object.name() + ".builder()", calls, ".build()", false, false);
        }
        TypeRef values = t instanceof TypeRef.MapOf m ? m.values() : new TypeRef.Unknown();
        List<String> entries = new ArrayList<>();
        for (Map.Entry<String, ExampleValue> e : o.fields().entrySet()) {
            entries.add(JavaLiterals.string(e.getKey()) + ", " + toChain(value(e.getValue(), values)).flat());
        }
        return Layout.text("Map.of(" + String.join(", ", entries) + ")");
    }

    private String string(String s, TypeRef t, TypeDef def) {
        if (def instanceof TypeDef.EnumType e) {
            String constant = JavaEnums.constants(e).get(TextNode.valueOf(s));
            return e.name() + (constant != null ? "." + constant : ".of(" + JavaLiterals.string(s) + ")");
        }
        if (t instanceof TypeRef.Primitive p && ("date-time".equals(p.format()) || "date".equals(p.format()))) {
            return (p.format().equals("date") ? "LocalDate" : "OffsetDateTime") + ".parse(" + JavaLiterals.string(s) + ")";
        }
        return JavaLiterals.string(s);
    }

    private String number(String literal, TypeRef t, TypeDef def) {
        if (def instanceof TypeDef.EnumType e) {
            return e.name() + ".of(" + literal + ")";
        }
        String primitive = types.primitive(t);
        if ("long".equals(primitive)) {
            return literal.contains(".") ? literal : literal + "L";
        }
        return "double".equals(primitive) && !literal.contains(".") ? literal + ".0" : literal;
    }

    /** A union's example: the first variant of the value's kind, through its factory. */
    private Layout.Node union(ExampleValue v, TypeDef.UnionType u) {
        List<TypeRef> variants = types.variants(u);
        JavaTypes.JsonKind kind = v instanceof ExampleValue.Str ? JavaTypes.JsonKind.TEXT
                : v instanceof ExampleValue.Num ? JavaTypes.JsonKind.NUMBER : v instanceof ExampleValue.Bool ? JavaTypes.JsonKind.BOOLEAN
                : v instanceof ExampleValue.Arr ? JavaTypes.JsonKind.ARRAY : JavaTypes.JsonKind.OBJECT;
        List<String> members = JavaUnions.members(variants, types);
        for (int i = 0; i < variants.size(); i++) {
            JavaTypes.JsonKind k = types.kind(variants.get(i));
            if (k == kind || kind == JavaTypes.JsonKind.NUMBER && k == JavaTypes.JsonKind.INTEGRAL) {
                JavaLines.Chain inner = toChain(value(v, variants.get(i)));
                return Layout.text(u.name() + ".of" + JavaNames.capitalized(members.get(i)) + "(" + inner.flat() + ")");
            }
        }
        return Layout.text("null");
    }
}
