package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.plan.MethodPlan;
import dev.sdkgen.codegen.plan.ParamsPlan;
import dev.sdkgen.codegen.plan.WirePlan;
import dev.sdkgen.codegen.text.Layout;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The optional fields of a runtime request description that a generated method passes, in the same order
 * in every language: path parameters, query/header parameters, the query parameters' styles (when not the
 * default), the operation's own base URL, its security requirements (when not the primary scheme alone), body, body encoding and content type
 * (when not the defaults), response type and Accept (text, binary and event-stream responses), how an event
 * stream's items are read (when not the data as JSON), the body flag a streaming variant sets, and
 * {@code retryable: false}. Method and path come first and options last; each language adds those
 * around them.
 */
public final class RequestFields {
    private RequestFields() {
    }

    /** A field holding one string value. */
    public enum Text { SERVER_URL, ENCODING, CONTENT_TYPE, RESPONSE_TYPE, ACCEPT, EVENT_DATA, STREAM_FLAG }

    /**
     * How a language writes each field, as a table of small functions.
     *
     * @param pathParams   the path parameter values (locals, in path order)
     * @param params       the query and header parameters (applied when the method has some; null adds nothing)
     * @param queryStyles  the query parameters' serialisation styles ({@link WirePlan#queryStyles()}, never empty; null
     *                     adds nothing, for a language whose params value carries them)
     * @param body         the body argument
     * @param text         a string-valued field (null leaves it out, for a language whose runtime does not read it)
     * @param notRetryable the mark of an operation that is never retried
     * @param security     the operation's security requirements ({@link WirePlan#security()}: alternatives of scheme
     *                     names)
     */
    public record Syntax(Function<List<String>, Layout.Node> pathParams,
            BiFunction<ParamsPlan, LocalNames, Layout.Node> params,
            Function<List<WirePlan.QueryStyle>, Layout.Node> queryStyles, Layout.Node body,
            BiFunction<Text, String, Layout.Node> text, Layout.Node notRetryable,
            Function<List<List<String>>, Layout.Node> security) {
    }

    /**
     * Security requirements as nested list literals: {@code outer}, each alternative as {@code inner}, its scheme names
     * spelled by {@code string} and {@code close}, then {@code close} ({@code [['a', 'b'], ['c']]}).
     */
    public static String nested(List<List<String>> security, String outer, String inner, String close,
            Function<String, String> string) {
        return outer + String.join(", ", security.stream()
                .map(alt -> inner + String.join(", ", alt.stream().map(string).toList()) + close).toList()) + close;
    }

    public static List<Layout.Node> of(MethodPlan m, LocalNames locals, Syntax s) {
        List<Layout.Node> out = new ArrayList<>();
        if (!m.pathArgs().isEmpty()) {
            out.add(s.pathParams().apply(m.pathArgs().stream().map(a -> locals.of(a.parameter())).toList()));
        }
        Layout.Node params = m.params() == null ? null : s.params().apply(m.params(), locals);
        if (params != null) {
            out.add(params);
        }
        Layout.Node styles = m.wire().queryStyles().isEmpty() ? null : s.queryStyles().apply(m.wire().queryStyles());
        if (styles != null) {
            out.add(styles);
        }
        if (m.wire().serverUrl() != null) {
            out.add(s.text().apply(Text.SERVER_URL, m.wire().serverUrl()));
        }
        if (m.wire().security() != null) {
            out.add(s.security().apply(m.wire().security()));
        }
        if (m.body() != null) {
            out.add(s.body());
            if (m.body().runtimeEncoding() != null) {
                out.add(s.text().apply(Text.ENCODING, m.body().runtimeEncoding()));
            }
            if (m.body().contentType() != null) {
                out.add(s.text().apply(Text.CONTENT_TYPE, m.body().contentType()));
            }
        }
        if (m.response().runtimeType() != null) {
            out.add(s.text().apply(Text.RESPONSE_TYPE, m.response().runtimeType()));
            if (m.response().accept() != null) {
                out.add(s.text().apply(Text.ACCEPT, m.response().accept()));
            }
            if (m.response().eventData() != null) {
                out.add(s.text().apply(Text.EVENT_DATA, m.response().eventData()));
            }
        }
        if (m.streamFlag() != null) {
            out.add(s.text().apply(Text.STREAM_FLAG, m.streamFlag()));
        }
        if (!m.retryable()) {
            out.add(s.notRetryable());
        }
        out.removeIf(java.util.Objects::isNull);
        return out;
    }
}
