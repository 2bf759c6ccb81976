package dev.sdkgen.codegen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.plan.Planner;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.testing.Fixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Go client's own methods (the generic requests and WithOptions) and the escape-hatch options keep their names:
 * a root method, a top-level resource or a security scheme named like one of them yields (docs/runtime-go.md
 * "Escape hatches"). The compile gate proves the SDKs build; this proves the names.
 */
class GoClientMembersTest {
    @TempDir
    Path repo;

    @Test
    void rootMethodsResourcesAndCredentialOptionsYieldToTheClientsOwnNames() throws IOException {
        Files.writeString(repo.resolve("openapi.yaml"), """
                openapi: 3.0.3
                info: {title: Clash, version: "1"}
                servers: [{url: https://clash.example}]
                security: [{token: []}]
                paths:
                  /thing:
                    get:
                      security: [{token: []}, {logger: []}]
                      responses: {'204': {description: ok}}
                    delete: {responses: {'204': {description: ok}}}
                  /jobs: {post: {responses: {'204': {description: ok}}}}
                components:
                  securitySchemes:
                    token: {type: http, scheme: bearer}
                    logger: {type: apiKey, in: header, name: X-Logger-Key}
                """);
        Files.writeString(repo.resolve("sdkgen.yaml"), """
                sdk: {name: clash_test, version: 1.0.0}
                spec: {path: openapi.yaml}
                targets: [go]
                resources:
                  $client:
                    methods:
                      get: get /thing
                      delete: delete /thing
                  execute:
                    methods:
                      run: post /jobs
                """);
        SdkPlan plan = Planner.plan(Fixtures.model(repo));
        assertEquals("CLASH_TEST_LOG", plan.logEnv());
        String client = new GoEmitter().emit(plan).text("client.go");
        assertEquals(List.of("WithOptions", "Execute", "Get", "Post", "Put", "Patch", "Delete", "Get_", "Delete_"),
                all(Pattern.compile("(?m)^func \\(c \\*Client\\) (\\w+)\\("), client));
        assertTrue(Pattern.compile("(?m)^\tExecute_\\s+\\*ExecuteService$").matcher(client).find(), client);
        assertEquals(List.of("WithLoggerAuth"), all(Pattern.compile("(?m)^func (With\\w+)\\(value string\\)"), client));
        assertTrue(Pattern.compile("(?m)^\tlogEnv:\\s+\"CLASH_TEST_LOG\",$").matcher(client).find(), client);
    }

    /**
     * The SDK's own tests pass an optional body as the signature takes it: a struct through a pointer, an array (a
     * nilable type, GoSignatures.bodyType) as the slice itself, never {@code &[]T{…}} (Kubernetes' JSON patch, Resend's
     * batch emails failed go vet so).
     */
    @Test
    void anOptionalArrayBodyIsPassedAsTheSliceAnOptionalObjectBodyThroughAPointer() throws IOException {
        Files.writeString(repo.resolve("openapi.yaml"), """
                openapi: 3.0.3
                info: {title: Mail, version: "1"}
                servers: [{url: https://mail.example}]
                paths:
                  /batch:
                    post:
                      requestBody: {content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Email'}}}}}
                      responses: {'204': {description: ok}}
                  /one:
                    post:
                      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/Email'}}}}
                      responses: {'204': {description: ok}}
                components:
                  schemas:
                    Email: {type: object, required: [to], properties: {to: {type: string}}}
                """);
        Files.writeString(repo.resolve("sdkgen.yaml"), """
                sdk: {name: mail, version: 1.0.0}
                spec: {path: openapi.yaml}
                targets: [go]
                resources:
                  emails:
                    methods:
                      batch: post /batch
                      send: post /one
                """);
        String tests = new GoEmitter().emit(Planner.plan(Fixtures.model(repo))).text("api_test.go");
        assertTrue(Pattern.compile("\\.Emails\\.Batch\\(ctx, \\[\\]mail\\.Email\\{").matcher(tests).find(), tests);
        assertTrue(Pattern.compile("\\.Emails\\.Send\\(ctx, &mail\\.Email\\{").matcher(tests).find(), tests);
        assertTrue(!tests.contains("&[]"), tests);
    }

    private static List<String> all(Pattern pattern, String text) {
        Matcher m = pattern.matcher(text);
        return m.results().map(r -> r.group(1)).toList();
    }
}
