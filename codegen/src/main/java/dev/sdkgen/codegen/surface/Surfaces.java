package dev.sdkgen.codegen.surface;

import dev.sdkgen.codegen.Generator;
import dev.sdkgen.codegen.lang.LanguageSurface;
import dev.sdkgen.codegen.plan.MethodPlan;
import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.codegen.plan.ResponsePlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.plan.TypeUses;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.Docs;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import dev.sdkgen.engine.naming.Words;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Builds a language's {@link Surface} from the plan, with the language's own spelling of every name and type
 * ({@link LanguageSurface}: the same source as api.md). Pure: the same plan gives an equal surface.
 */
public final class Surfaces {
    private final SdkPlan plan;
    private final LanguageSurface lang;
    private final TypeUses uses;

    private Surfaces(SdkPlan plan, LanguageSurface lang) {
        this.plan = plan;
        this.lang = lang;
        this.uses = TypeUses.of(plan);
    }

    /** The public surface of the target's SDK. */
    public static Surface of(SdkPlan plan, Target target) {
        LanguageSurface lang = Generator.emitter(target)
                .orElseThrow(() -> new UnsupportedOperationException("no " + target.id() + " emitter")).surface(plan);
        Surfaces s = new Surfaces(plan, lang);
        return new Surface(Surface.VERSION, target.id(), plan.sdk().name(), plan.sdk().version(), s.client(),
                lang.errors(), s.methods(), s.types(), lang.pathArgsByName());
    }

    private Surface.ClientSurface client() {
        List<String> options = new ArrayList<>(List.of("api_key", "base_url", "max_retries", "timeout"));
        plan.credentials().forEach(c -> options.add(Words.snake(c.option())));
        plan.pathOptions().forEach(o -> options.add(Words.snake(o.name())));
        return new Surface.ClientSurface(lang.symbols().clientClass(), plan.client().baseUrl(), plan.client().apiKeyEnv(),
                plan.retries() != null, options);
    }

    private Map<String, Surface.MethodSurface> methods() {
        Map<String, Surface.MethodSurface> out = new LinkedHashMap<>();
        for (ResourcePlan r : plan.resources()) {
            for (MethodPlan m : r.methods()) {
                String key = r.isRoot() ? m.name() : r.path() + "." + m.name();
                out.put(key, method(r, m, m.streaming() != null && !lang.style().streamingMethods()));
                if (m.streaming() != null && lang.style().streamingMethods()) {
                    MethodPlan variant = m.streaming().method();
                    out.put(r.isRoot() ? variant.name() : r.path() + "." + variant.name(), method(r, variant, false));
                }
            }
        }
        return out;
    }

    private Surface.MethodSurface method(ResourcePlan r, MethodPlan m, boolean overload) {
        Map<String, Surface.ParamSurface> params = new LinkedHashMap<>();
        int position = 0;
        for (var a : m.pathArgs()) {
            params.put("path:" + ++position, param(a.parameter(), a.type(), lang.symbols().locals(m).of(a.parameter())));
        }
        if (m.params() != null) {
            for (Parameter p : m.params().all()) {
                params.put(p.in().name().toLowerCase(Locale.ROOT) + ":" + p.name(), param(p, p.type(), null));
            }
        }
        return new Surface.MethodSurface(lang.call(r, m), m.httpLine(), lang.arguments(m), lang.returns(m), params,
                m.body() == null ? null : lang.type(m.body().type()), m.body() != null && m.body().required(),
                m.pagination() != null, m.response().kind() == ResponsePlan.Kind.STREAM, overload, m.deprecated(), digest(m.docs()),
                "#/paths/" + escape(m.path()) + "/" + m.httpMethod());
    }

    private Surface.ParamSurface param(Parameter p, TypeRef type, String argument) {
        return new Surface.ParamSurface(p.name(), argument, lang.type(TypeRef.nonNull(type)), type instanceof TypeRef.Nullable,
                p.required(), digest(p.docs()));
    }

    /** Every named type the language declares (an alias a language prints as its target, as Java does, is none). */
    private Map<String, Surface.TypeSurface> types() {
        Map<String, Surface.TypeSurface> out = new LinkedHashMap<>();
        for (TypeDef t : plan.types().all()) {
            if (!(t instanceof TypeDef.AliasType a && lang.typeName(t.name()).equals(lang.type(a.target())))) {
                out.put(t.name(), type(t));
            }
        }
        return out;
    }

    private Surface.TypeSurface type(TypeDef t) {
        Map<String, Surface.FieldSurface> fields = new LinkedHashMap<>();
        List<String> values = new ArrayList<>();
        List<String> variants = new ArrayList<>();
        String target = null;
        if (t instanceof TypeDef.ObjectType o) {
            o.properties().forEach(p -> fields.put(p.name(), new Surface.FieldSurface(lang.type(TypeRef.nonNull(p.type())),
                    p.type() instanceof TypeRef.Nullable, p.required(), p.readOnly(), p.deprecated(), digest(p.docs()))));
        } else if (t instanceof TypeDef.EnumType e) {
            e.values().forEach(v -> values.add(v.toString()));
        } else if (t instanceof TypeDef.UnionType u) {
            u.variants().forEach(v -> variants.add(lang.type(v)));
        } else if (t instanceof TypeDef.AliasType a) {
            target = lang.type(a.target());
        }
        String pointer = t.schemaName() == null ? null : "#/components/schemas/" + escape(t.schemaName());
        return new Surface.TypeSurface(lang.typeName(t.name()), kind(t), fields, values, variants, target,
                uses.request().contains(t.name()), uses.response().contains(t.name()), t.deprecated(), digest(t.docs()),
                pointer);
    }

    private static String kind(TypeDef t) {
        if (t instanceof TypeDef.ObjectType) {
            return "object";
        }
        if (t instanceof TypeDef.EnumType) {
            return "enum";
        }
        return t instanceof TypeDef.UnionType ? "union" : "alias";
    }

    /** A JSON pointer token ({@code /} → {@code ~1}, {@code ~} → {@code ~0}). */
    static String escape(String token) {
        return token.replace("~", "~0").replace("/", "~1");
    }

    /** The first 12 hex digits of the docs' SHA-256, or null without docs: small, and changes when the text does. */
    static String digest(Docs docs) {
        if (docs == null || docs.isEmpty()) {
            return null;
        }
        String text = (docs.summary() == null ? "" : docs.summary()) + "\n" + (docs.description() == null ? "" : docs.description());
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing", e);
        }
    }
}
