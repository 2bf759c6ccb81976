package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.ir.Auth;
import dev.sdkgen.engine.ir.RetryPolicy;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * The constants a generated client hands to its runtime core (the runtime's {@code ClientConfig}): the
 * same fields, in the same order, in every language; each language spells keys and values through its
 * {@link Syntax}. The object is always broken over lines, one field per line. Optional fields ({@code schemes}, the
 * idempotency header) are printed only when set, so SDKs of configs without them do not change.
 */
public final class RuntimeConfig {
    private RuntimeConfig() {
    }

    /**
     * The fields of the runtime's client config. {@code IDEMPOTENCY_HEADER} and {@code REQUEST_ID_HEADER}
     * ({@code client.request_id_header}) are printed only when sdkgen.yaml sets them, so SDKs without them keep their bytes.
     */
    public enum Field {
        SDK_NAME, SDK_VERSION, DEFAULT_BASE_URL, API_KEY_ENV, AUTH, SCHEMES, RETRY_POLICY, IDEMPOTENCY_HEADER, REQUEST_ID_HEADER
    }

    /** The fields of the runtime's retry policy. */
    public enum RetryField { MAX_RETRIES, RETRY_ON, INITIAL_DELAY_MS, MAX_DELAY_MS, CONNECTION_ERRORS }

    /**
     * How a language writes the config object, as a table of small functions.
     *
     * @param key         a field's key in the runtime ({@code sdkName}, {@code sdk_name})
     * @param retryKey    a retry policy field's key
     * @param entry       {@code key: value}, {@code key=value}
     * @param retryEntry  an entry of the retry policy
     * @param string      a string literal
     * @param bool        a boolean literal
     * @param nullValue   the literal of "no retry policy"
     * @param statuses    the retry-on statuses as a literal ({@code [429, 503]}, {@code (429, 503)})
     * @param auth        the authentication scheme (its kind; the header or query parameter name, else null; the
     *                    prefix of an {@code Authorization} key, else null)
     * @param retryPolicy the retry policy entry: its key and the policy's own entries, in a breakable group
     * @param schemes     the other security schemes' entry ({@link SdkPlan#credentials()}, only when there are some): its
     *                    key and each scheme as {@code auth} prints it (with its scheme name and variable)
     */
    public record Syntax(Function<Field, String> key, Function<RetryField, String> retryKey,
            BinaryOperator<String> entry, BinaryOperator<String> retryEntry, UnaryOperator<String> string,
            Function<Boolean, String> bool, String nullValue,
            Function<List<Integer>, String> statuses, Function<Auth, String> auth,
            BiFunction<String, List<Layout.Node>, Layout.Node> retryPolicy,
            BiFunction<String, List<String>, Layout.Node> schemes) {
    }

    /**
     * An auth scheme's optional fields for a language that writes them as {@code key: value} after the kind:
     * {@code , name: "Authorization", prefix: "Bot", scheme: "token", env: "ACME_TOKEN"} (each only when set), values
     * spelled by {@code string}.
     */
    public static String authFields(Auth auth, UnaryOperator<String> string) {
        return (auth.name() == null ? "" : ", name: " + string.apply(auth.name()))
                + (auth.prefix() == null ? "" : ", prefix: " + string.apply(auth.prefix()))
                + (auth.schemeName() == null ? "" : ", scheme: " + string.apply(auth.schemeName()))
                + (auth.env() == null ? "" : ", env: " + string.apply(auth.env()));
    }

    /** The config statement: {@code open}, one field per line (each followed by a comma), {@code close}. */
    public static List<String> lines(SdkPlan plan, Syntax s, String open, String close, String indent) {
        List<String> out = new ArrayList<>();
        out.add(open);
        for (Layout.Node item : entries(plan, s).values()) {
            List<String> rendered = Layout.render(item, indent, indent);
            rendered.set(rendered.size() - 1, rendered.get(rendered.size() - 1) + ",");
            out.addAll(rendered);
        }
        out.add(close);
        return out;
    }

    /**
     * {@link #lines}, with one more entry of the language's own after the shared fields ({@code log_env="ACME_LOG"}),
     * followed by a comma like the others.
     */
    public static List<String> lines(SdkPlan plan, Syntax s, String open, String close, String indent, String lastEntry) {
        List<String> out = lines(plan, s, open, close, indent);
        out.add(out.size() - 1, indent + lastEntry + ",");
        return out;
    }

    /**
     * Each field's entry, in field order, for a language that lays the config out itself (a builder chain); the
     * retry policy's entry is {@link Syntax#retryPolicy()}'s node, or {@code entry(key, nullValue)} without a policy.
     */
    public static Map<Field, Layout.Node> entries(SdkPlan plan, Syntax s) {
        Map<Field, Layout.Node> items = new EnumMap<>(Field.class);
        items.put(Field.SDK_NAME, Layout.text(s.entry().apply(s.key().apply(Field.SDK_NAME), s.string().apply(plan.sdk().name()))));
        items.put(Field.SDK_VERSION, Layout.text(s.entry().apply(s.key().apply(Field.SDK_VERSION), s.string().apply(plan.sdk().version()))));
        String baseUrl = plan.client().baseUrl() == null ? "" : plan.client().baseUrl();
        items.put(Field.DEFAULT_BASE_URL, Layout.text(s.entry().apply(s.key().apply(Field.DEFAULT_BASE_URL), s.string().apply(baseUrl))));
        items.put(Field.API_KEY_ENV, Layout.text(s.entry().apply(s.key().apply(Field.API_KEY_ENV), s.string().apply(plan.client().apiKeyEnv()))));
        Auth auth = plan.client().auth() == null ? Auth.NONE : plan.client().auth();
        if (!plan.namesSchemes() || auth.kind() == Auth.Kind.NONE) {
            auth = new Auth(auth.kind(), auth.name(), null, auth.prefix());
        }
        items.put(Field.AUTH, Layout.text(s.entry().apply(s.key().apply(Field.AUTH), s.auth().apply(auth))));
        if (!plan.credentials().isEmpty()) {
            items.put(Field.SCHEMES, s.schemes().apply(s.key().apply(Field.SCHEMES),
                    plan.credentials().stream().map(c -> s.auth().apply(c.scheme())).toList()));
        }
        RetryPolicy p = plan.retries();
        if (p == null) {
            items.put(Field.RETRY_POLICY, Layout.text(s.entry().apply(s.key().apply(Field.RETRY_POLICY), s.nullValue())));
        } else {
            BinaryOperator<String> entry = s.retryEntry();
            items.put(Field.RETRY_POLICY, s.retryPolicy().apply(s.key().apply(Field.RETRY_POLICY), Layout.texts(List.of(
                    entry.apply(s.retryKey().apply(RetryField.MAX_RETRIES), String.valueOf(p.maxRetries())),
                    entry.apply(s.retryKey().apply(RetryField.RETRY_ON), s.statuses().apply(p.retryOn())),
                    entry.apply(s.retryKey().apply(RetryField.INITIAL_DELAY_MS), String.valueOf(p.initialDelayMs())),
                    entry.apply(s.retryKey().apply(RetryField.MAX_DELAY_MS), String.valueOf(p.maxDelayMs())),
                    entry.apply(s.retryKey().apply(RetryField.CONNECTION_ERRORS), s.bool().apply(p.connectionErrors()))))));
        }
        String idempotencyHeader = plan.client().idempotencyHeader();
        if (idempotencyHeader != null) {
            items.put(Field.IDEMPOTENCY_HEADER, Layout.text(s.entry().apply(s.key().apply(Field.IDEMPOTENCY_HEADER),
                    s.string().apply(idempotencyHeader))));
        }
        String requestIdHeader = plan.client().requestIdHeader();
        if (requestIdHeader != null) {
            items.put(Field.REQUEST_ID_HEADER, Layout.text(s.entry().apply(s.key().apply(Field.REQUEST_ID_HEADER),
                    s.string().apply(requestIdHeader))));
        }
        return items;
    }
}
