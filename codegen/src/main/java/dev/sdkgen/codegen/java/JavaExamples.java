package dev.sdkgen.codegen.java;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.sdkgen.codegen.lang.ExampleValues;
import dev.sdkgen.codegen.lang.ExampleVariants;
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
import java.util.Set;

/**
 * README snippets in Java: {@code var project = client.projects().create(ProjectCreateParams.builder().name("name").build());}.
 * Values are printed from their type (Java literals name it): models and params as builder chains, enums as
 * their constants, dates parsed, {@code List.of}, {@code Map.of}, {@code 0L} for a {@code Long}. A builder chain
 * travels as a {@link Layout.Group} (head, calls, tail) and is laid out by {@link JavaLines.Chain}.
 */
final class JavaExamples extends ShapedExampleWriter {
    private static final String IND = JavaLines.IND;

    private final JavaTypes types;
    /** The method that makes a {@code JsonNode} of JSON text in the examples gate's snippets; null in README snippets. */
    private final String jsonFactory;
    private final Set<String> models;

    JavaExamples(SdkPlan plan, Symbols symbols, JavaTypes types) {
        this(plan, symbols, types, null);
    }

    /** @param jsonFactory a method the snippets define ({@code json}) that parses JSON text into a {@code JsonNode} */
    JavaExamples(SdkPlan plan, Symbols symbols, JavaTypes types, String jsonFactory) {
        super(plan, symbols, JavaLiterals.LITERALS, IND);
        this.types = types;
        this.jsonFactory = jsonFactory;
        this.models = JavaModels.names(plan, types);
    }

    /** An example of the spec as Java source of the type it must fit (the examples gate), on one line. */
    @Override
    public Layout.Node literal(ExampleValue v, TypeRef type) {
        return Layout.text(toChain(value(v, type)).flat());
    }

    @Override
    protected String accessorCall() {
        return "()";
    }

    @Override
    public String expression(ExampleCall call) {
        return chain(callee(call), arguments(call), ")").flat();
    }

    /** The call on the client's {@code withRawResponse()} view. */
    @Override
    public String rawCall(ExampleCall call) {
        return viewCall(call, "client.withRawResponse()");
    }

    /** The call on a view of the client: {@code client.async().accounts().get("a1")}. */
    String viewCall(ExampleCall call, String view) {
        return chain(accessor(call.resource(), view) + "." + symbols.member(call.resource(), call.method()) + "(", arguments(call), ")").flat();
    }

    /** Path values, the body when it is required (or a required params object follows), the required params. */
    @Override
    protected List<Layout.Node> arguments(ExampleCall call) {
        List<Layout.Node> args = new ArrayList<>();
        for (int i = 0; i < call.pathValues().size(); i++) {
            args.add(value(call.pathValues().get(i), call.method().pathArgs().get(i).type()));
        }
        boolean params = !call.params().isEmpty();
        if (call.body() != null && (call.method().body().required() || params || call.passesOptionalBody())) {
            args.add(value(call.body(), call.method().body().type()));
        }
        if (params) {
            List<Parameter> all = call.method().params().all();
            List<JavaProperty> props = JavaProperty.of(all, types);
            List<Layout.Node> calls = new ArrayList<>();
            for (int i = 0; i < all.size(); i++) {
                ExampleValue v = call.params().get(all.get(i).name());
                if (v != null) {
                    calls.add(setter(props.get(i).member(), value(v, all.get(i).type())));
                }
            }
            args.add(new Layout.Group(call.method().params().typeName() + ".builder()", calls, ".build()", false, false));
        }
        return args;
    }

    /**
     * A test's statements (src/test/java/…/ApiTest.java): the call; a paginated one fetches its first page, an event
     * stream is opened in a try-with-resources block and its first event read.
     */
    List<String> testStatements(ExampleCall call, String indent) {
        List<Layout.Node> args = arguments(call);
        if (call.method().pagination() != null) {
            return render(chain(callee(call), args, ").firstPage();"), indent);
        }
        if (call.method().response().kind() == dev.sdkgen.codegen.plan.ResponsePlan.Kind.STREAM) {
            List<String> out = new ArrayList<>(render(chain("try (var stream = " + callee(call), args, ")) {"), indent));
            out.add(indent + IND + "stream.iterator().hasNext();");
            out.add(indent + "}");
            return out;
        }
        return call(callee(call), args, indent);
    }

    /** The client class the tests build. */
    String clientClass() {
        return symbols.clientClass();
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
        if (jsonFactory != null && v instanceof ExampleValue.Null) {
            return Layout.text("null");
        }
        if (jsonFactory != null && !(v instanceof ExampleValue.Null) && (t instanceof TypeRef.Unknown || t instanceof TypeRef.Union)) {
            return Layout.text(jsonFactory + "(" + JavaLiterals.string(ExampleValues.json(v)) + ")");
        }
        if (def instanceof TypeDef.UnionType u) {
            return union(v, u);
        }
        if (v instanceof ExampleValue.Obj o) {
            return object(o, t, def);
        }
        if (v instanceof ExampleValue.Arr a) {
            TypeRef item = t instanceof TypeRef.ArrayOf array ? array.items() : new TypeRef.Unknown();
            return Layout.text("List." + witness(item, null) + "of("
                    + String.join(", ", a.items().stream().map(i -> toChain(value(i, item)).flat()).toList()) + ")");
        }
        if (v instanceof ExampleValue.Str s) {
            return Layout.text(string(s.value(), t, def));
        }
        if (v instanceof ExampleValue.Num n) {
            return Layout.text(number(n.literal(), t, def));
        }
        return Layout.text(v instanceof ExampleValue.Bool b ? String.valueOf(b.value())
                : v instanceof ExampleValue.File ? JavaLiterals.LITERALS.file()
                : v instanceof ExampleValue.TextFile f ? JavaLiterals.LITERALS.textFile().apply(f.text())
                : v instanceof ExampleValue.Bytes ? JavaLiterals.LITERALS.bytes() : "null");
    }

    private Layout.Node object(ExampleValue.Obj o, TypeRef t, TypeDef def) {
        if (def instanceof TypeDef.ObjectType object) {
            List<JavaProperty> props = JavaProperty.of(object, types);
            Map<String, String> unions = JavaObjects.nestedUnions(object.name(), props, types, models);
            List<Layout.Node> calls = new ArrayList<>();
            for (JavaProperty p : props) {
                ExampleValue field = o.fields().get(p.wire());
                if (field != null) {
                    String union = unions.get(p.member());
                    calls.add(setter(p.member(), union == null ? value(field, p.type()) : inlineUnion(field, p.type(), object.name() + "." + union)));
                }
            }
            if (jsonFactory != null) {
                calls.addAll(undeclared(o, object, props));
            }
            return new Layout.Group(object.name() + ".builder()", calls, ".build()", false, false);
        }
        TypeRef values = t instanceof TypeRef.MapOf m ? m.values() : new TypeRef.Unknown();
        List<String> entries = new ArrayList<>();
        for (Map.Entry<String, ExampleValue> e : o.fields().entrySet()) {
            String value = toChain(value(e.getValue(), values)).flat();
            entries.add(entries.size() < 10 ? JavaLiterals.string(e.getKey()) + ", " + value
                    : "Map.entry(" + JavaLiterals.string(e.getKey()) + ", " + value + ")");
        }
        if (entries.size() > 10) {
            for (int i = 0; i < 10; i++) {
                entries.set(i, "Map.entry(" + entries.get(i) + ")");
            }
            return Layout.text("Map." + witness(TypeRef.string(), values, null) + "ofEntries(" + String.join(", ", entries) + ")");
        }
        return Layout.text("Map." + witness(TypeRef.string(), values, null) + "of(" + String.join(", ", entries) + ")");
    }

    /**
     * The keys of an example that the class does not declare: {@code putAdditionalProperty} when it keeps extra
     * properties, else a setter of the key's name, which javac reports as missing.
     */
    private List<Layout.Node> undeclared(ExampleValue.Obj o, TypeDef.ObjectType object, List<JavaProperty> props) {
        List<Layout.Node> calls = new ArrayList<>();
        for (Map.Entry<String, ExampleValue> e : o.fields().entrySet()) {
            if (props.stream().anyMatch(p -> p.wire().equals(e.getKey()))) {
                continue;
            }
            if (object.additionalProperties() != null) {
                calls.add(Layout.text(".putAdditionalProperty(" + JavaLiterals.string(e.getKey()) + ", "
                        + toChain(value(e.getValue(), object.additionalProperties())).flat() + ")"));
            } else {
                String member = JavaNames.camel(e.getKey());
                calls.add(setter(member.isEmpty() ? "undeclaredEmptyKey" : member, value(e.getValue(), new TypeRef.Unknown())));
            }
        }
        return calls;
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

    /**
     * In the examples gate's snippets, the type arguments of a {@code List.of}/{@code Map.of} call ({@code <Pet>}):
     * javac's inference of nested generic calls without them takes minutes on GitHub's examples. README snippets
     * stay as a reader writes them (empty).
     */
    private String witness(TypeRef type, String unionClass) {
        return jsonFactory == null ? "" : "<" + typeArgument(type, unionClass) + ">";
    }

    private String witness(TypeRef key, TypeRef value, String unionClass) {
        if (jsonFactory == null) {
            return "";
        }
        return value == null ? "<" + typeArgument(key, unionClass) + ">" : "<" + typeArgument(key, null) + ", " + typeArgument(value, unionClass) + ">";
    }

    private String typeArgument(TypeRef type, String unionClass) {
        return types.print(type, JavaImports.plain(), unionClass);
    }

    /**
     * A property's value whose type holds an inline union (at its top, or as items of its lists and maps): the
     * union through the factories of its nested class {@code unionClass} ({@code Pet.Score.ofLong(3L)}).
     */
    private Layout.Node inlineUnion(ExampleValue v, TypeRef type, String unionClass) {
        TypeRef t = TypeRef.nonNull(types.resolve(type));
        if (t instanceof TypeRef.ArrayOf a && v instanceof ExampleValue.Arr arr) {
            return Layout.text("List." + witness(a.items(), unionClass) + "of(" + String.join(", ", arr.items().stream()
                    .map(i -> toChain(inlineUnion(i, a.items(), unionClass)).flat()).toList()) + ")");
        }
        if (t instanceof TypeRef.MapOf m && v instanceof ExampleValue.Obj o) {
            List<String> entries = new ArrayList<>();
            o.fields().forEach((k, f) -> entries.add("Map.entry(" + JavaLiterals.string(k) + ", " + toChain(inlineUnion(f, m.values(), unionClass)).flat() + ")"));
            return Layout.text("Map." + witness(TypeRef.string(), m.values(), unionClass)
                    + "ofEntries(" + String.join(", ", entries) + ")");
        }
        if (t instanceof TypeRef.Union u && !(v instanceof ExampleValue.Null)) {
            return variant(v, u.variants(), null, unionClass);
        }
        return value(v, type);
    }

    /** A union's example: the variant the value is ({@link ExampleVariants}), through its factory. */
    private Layout.Node union(ExampleValue v, TypeDef.UnionType u) {
        return variant(v, types.variants(u), u.discriminator(), u.name());
    }

    private Layout.Node variant(ExampleValue v, List<TypeRef> variants, TypeDef.Discriminator d, String unionClass) {
        List<String> members = JavaUnions.members(variants, types);
        int chosen = ExampleVariants.choose(v, variants, plan.types(), d);
        if (chosen < 0 && jsonFactory == null) {
            chosen = firstOfKind(v, variants);
        }
        if (chosen < 0) {
            return jsonFactory == null ? Layout.text("null") : Layout.text(jsonFactory + "(" + JavaLiterals.string(ExampleValues.json(v)) + ")");
        }
        JavaLines.Chain inner = toChain(value(v, variants.get(chosen)));
        return Layout.text(unionClass + ".of" + JavaNames.capitalized(members.get(chosen)) + "(" + inner.flat() + ")");
    }

    /** The first variant of the value's JSON kind, or -1. */
    private int firstOfKind(ExampleValue v, List<TypeRef> variants) {
        JavaTypes.JsonKind kind = v instanceof ExampleValue.Str ? JavaTypes.JsonKind.TEXT
                : v instanceof ExampleValue.Num ? JavaTypes.JsonKind.NUMBER : v instanceof ExampleValue.Bool ? JavaTypes.JsonKind.BOOLEAN
                : v instanceof ExampleValue.Arr ? JavaTypes.JsonKind.ARRAY : JavaTypes.JsonKind.OBJECT;
        for (int i = 0; i < variants.size(); i++) {
            JavaTypes.JsonKind k = types.kind(variants.get(i));
            if (k == kind || kind == JavaTypes.JsonKind.NUMBER && k == JavaTypes.JsonKind.INTEGRAL) {
                return i;
            }
        }
        return -1;
    }
}
