package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.plan.ExampleCall;
import dev.sdkgen.codegen.plan.MethodPlan;
import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.codegen.plan.ResponsePlan;
import dev.sdkgen.codegen.plan.ReadmePlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.codegen.text.Markdown;
import dev.sdkgen.engine.ir.Auth;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Builds every language's {@link ReadmeView} from the plan's chosen calls and the language's snippets. */
public final class ReadmeBuilder {
    private ReadmeBuilder() {
    }

    /**
     * @param languageName how the title names the SDK ({@code TypeScript}, {@code Python})
     * @param packageName  the package users import
     * @param distribution the name users install
     * @param codeName     the name code uses for the package once imported
     * @param credential   a credential's client option as the language spells it ({@link Credentials#readme})
     */
    public static ReadmeView build(SdkPlan plan, Symbols symbols, ExampleWriter writer, String languageName,
            String packageName, String distribution, String codeName, Function<SdkPlan.Credential, String> credential) {
        List<String> intro = new ArrayList<>();
        if (plan.sdk().description() != null) {
            for (String line : DocText.lines(plan.sdk().description())) {
                intro.add(Markdown.text(line));
            }
        }
        List<ReadmeView.ResourceExample> resources = new ArrayList<>();
        for (ExampleCall call : plan.readme().resources()) {
            resources.add(new ReadmeView.ResourceExample(Markdown.code(writer.accessor(call.resource())),
                    writer.statement(call)));
        }
        ReadmePlan readme = plan.readme();
        return new ReadmeView(Headers.MARKDOWN, Markdown.text(plan.title()) + " " + languageName + " SDK", intro,
                packageName, distribution, writer.stringLiteral(packageName), codeName, symbols.clientClass(),
                plan.client().apiKeyEnv(), writer.stringLiteral(plan.client().apiKeyEnv()),
                readme.usage() == null ? List.of() : writer.statement(readme.usage()), resources,
                readme.lookup() == null ? List.of() : writer.lookupStatement(readme.lookup()),
                ReadmeView.Retries.of(plan.retries()), plan.anyNeverRetried(),
                readme.pagination() == null ? null : writer.expression(readme.pagination()),
                authParagraph(plan, credential), streaming(plan, symbols, writer),
                plan.client().idempotencyHeader() == null ? null : Markdown.code(plan.client().idempotencyHeader()),
                readme.raw() == null ? null : writer.rawCall(readme.raw()), requestIdHeader(plan),
                writer.stringLiteral(plan.client().requestIdHeader() == null ? "X-Request-Id" : plan.client().requestIdHeader()));
    }

    /** Where the SDK reads the request id, as the README says it. */
    private static String requestIdHeader(SdkPlan plan) {
        String name = plan.client().requestIdHeader();
        return name == null ? "the `x-request-id` header (else `request-id`)"
                : "the " + Markdown.code(name) + " header (`client.request_id_header`)";
    }

    /** The first event-stream method and the first JSON-or-stream method, in resource order; null without either. */
    private static ReadmeView.Streaming streaming(SdkPlan plan, Symbols symbols, ExampleWriter writer) {
        String method = null;
        String json = null;
        String variant = null;
        for (ResourcePlan r : plan.resources()) {
            for (MethodPlan m : r.methods()) {
                String prefix = writer.accessor(r) + ".";
                if (method == null && m.pagination() == null && m.response().kind() == ResponsePlan.Kind.STREAM) {
                    method = prefix + symbols.member(r, m);
                }
                if (json == null && m.streaming() != null) {
                    json = prefix + symbols.member(r, m);
                    variant = prefix + symbols.member(r, m.streaming().method());
                }
            }
        }
        return method == null && json == null ? null : new ReadmeView.Streaming(method, json, variant);
    }

    /** {@link #authSentence}, then the other schemes' options ({@link Credentials#readme}); null without authentication. */
    private static String authParagraph(SdkPlan plan, Function<SdkPlan.Credential, String> credential) {
        String sentence = authSentence(plan.client().auth());
        if (sentence == null) {
            return null;
        }
        List<String> lines = new ArrayList<>(List.of(sentence));
        lines.addAll(Credentials.readme(plan, credential));
        return String.join("\n", lines);
    }

    /** How the API key is sent, in one sentence of Markdown; null without authentication. */
    static String authSentence(Auth auth) {
        if (auth == null) {
            return null;
        }
        return switch (auth.kind()) {
            case BEARER -> "The key is sent in the `Authorization` header as `Bearer <key>`.";
            case BASIC -> "The key is `user:password`, sent as HTTP basic credentials (`Authorization: Basic …`).";
            case HEADER -> auth.prefix() == null ? "The key is sent as the value of the " + Markdown.code(auth.name()) + " header."
                    : "The key is sent in the " + Markdown.code(auth.name()) + " header as " + Markdown.code(auth.prefix() + " <key>")
                            + " (`client.auth_prefix`).";
            case QUERY -> "The key is sent as the " + Markdown.code(auth.name()) + " query parameter.";
            case NONE -> null;
        };
    }
}
