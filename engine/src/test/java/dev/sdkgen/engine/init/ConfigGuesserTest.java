package dev.sdkgen.engine.init;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.config.ConfigLoader;
import dev.sdkgen.engine.config.SdkgenConfig;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.Repo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sdkgen init} on path styles beyond plain REST, and on a spec with errors. */
class ConfigGuesserTest {
    @TempDir
    Path dir;

    /** A spec with the given operations ({@code "get /a"}), each with a plain 200 response. */
    private static String spec(String... operations) {
        Map<String, StringBuilder> paths = new java.util.LinkedHashMap<>();
        for (String op : operations) {
            String[] parts = op.split(" ");
            paths.computeIfAbsent(parts[1], k -> new StringBuilder()).append("""
                        %s:
                          responses:
                            '200':
                              description: ok
                    """.formatted(parts[0]));
        }
        StringBuilder sb = new StringBuilder("openapi: 3.0.3\ninfo: {title: Test, version: 1.0.0}\npaths:\n");
        paths.forEach((path, ops) -> sb.append("  '").append(path).append("':\n").append(ops));
        return sb.toString();
    }

    /** The guessed config as dotted method path → mapping, after checking it validates. */
    private Map<String, String> guess(String spec) throws Exception {
        Repo.in(dir).file("openapi.yaml", spec);
        ConfigGuesser.Init init = ConfigGuesser.init(dir, "openapi.yaml", "test");
        assertNotNull(init.config(), init.problems().toText());
        Files.writeString(dir.resolve("sdkgen.yaml"), init.config());
        Engine.Validation v = Engine.validate(dir);
        assertTrue(v.ok(), v.report().toText() + "\n" + init.config());
        Map<String, String> out = new TreeMap<>();
        flatten(ConfigLoader.parse(init.config()).config().root(), out);
        return out;
    }

    private static void flatten(SdkgenConfig.Resource r, Map<String, String> out) {
        for (SdkgenConfig.Method m : r.methods()) {
            out.put((r.isRoot() ? "" : r.path() + ".") + m.name(), m.mapping());
        }
        r.subresources().forEach(s -> flatten(s, out));
    }

    @Test
    void aDateVersionAndJsonSuffixesAreNotNames() throws Exception {
        Map<String, String> m = guess(spec(
                "get /2010-04-01/Accounts/{AccountSid}/Messages.json",
                "post /2010-04-01/Accounts/{AccountSid}/Messages.json",
                "get /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json",
                "post /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json",
                "delete /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json",
                "get /2010-04-01/Accounts.json"));
        assertEquals(Map.of(
                "accounts.list", "get /2010-04-01/Accounts.json",
                "accounts.messages.list", "get /2010-04-01/Accounts/{AccountSid}/Messages.json",
                "accounts.messages.create", "post /2010-04-01/Accounts/{AccountSid}/Messages.json",
                "accounts.messages.retrieve", "get /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json",
                "accounts.messages.update", "post /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json",
                "accounts.messages.delete", "delete /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json"), m);
    }

    @Test
    void rpcStylePathsAreActions() throws Exception {
        Map<String, String> m = guess(spec("post /accounts/get", "post /accounts/balance/get", "post /asset_report/create",
                "post /asset_report/get", "post /link/token/create", "post /sandbox/item/fire_webhook"));
        assertEquals(Map.of(
                "accounts.get", "post /accounts/get",
                "accounts.balance.get", "post /accounts/balance/get",
                "asset_report.create", "post /asset_report/create",
                "asset_report.get", "post /asset_report/get",
                "link.token.create", "post /link/token/create",
                "sandbox.item.fire_webhook", "post /sandbox/item/fire_webhook"), m);
    }

    @Test
    void initWritesARetryPolicySoANewSdkRetriesOutOfTheBox() throws Exception {
        guess(spec("get /pets", "post /pets"));
        SdkgenConfig config = ConfigLoader.parse(Files.readString(dir.resolve("sdkgen.yaml"))).config();
        SdkgenConfig.Retries retries = config.retries();
        assertNotNull(retries, "the section is written");
        assertEquals(2, retries.maxRetries());
        assertEquals(java.util.List.of(408, 409, 429, 500, 502, 503, 504), retries.retryOn());
        assertTrue(retries.connectionErrors(), "requests that get no response are retried too");
        assertEquals(500, retries.initialDelayMs(), "the contract's default backoff");
        assertEquals(8000, retries.maxDelayMs());
    }

    @Test
    void fragmentKeysNameTheMethodFromTheFragment() throws Exception {
        Map<String, String> m = guess(spec("post /conversations", "post /conversations#stream",
                "get /conversations/{conversation_id}", "get /conversations/{conversation_id}#stream",
                "get /connectors/{connector_id}#id", "get /connectors/{connector_id_or_name}#name",
                "get /files/{id}#shared_link"));
        assertEquals(Map.of(
                "conversations.create", "post /conversations",
                "conversations.create_stream", "post /conversations#stream",
                "conversations.retrieve", "get /conversations/{conversation_id}",
                "conversations.retrieve_stream", "get /conversations/{conversation_id}#stream",
                "connectors.retrieve_by_id", "get /connectors/{connector_id}#id",
                "connectors.retrieve_by_name", "get /connectors/{connector_id_or_name}#name",
                "files.retrieve_shared_link", "get /files/{id}#shared_link"), m);
    }

    @Test
    void aPrefixEveryPathSharesNamesNoResource() throws Exception {
        assertEquals(Map.of(
                "users.list", "get /api/public/users",
                "users.retrieve", "get /api/public/users/{id}",
                "teams.members.list", "get /api/public/teams/{id}/members"),
                guess(spec("get /api/public/users", "get /api/public/users/{id}", "get /api/public/teams/{id}/members")));
        assertEquals(Map.of("pets.list", "get /pets", "pets.retrieve", "get /pets/{id}"),
                guess(spec("get /pets", "get /pets/{id}")), "a prefix that is the only resource stays");
    }

    @Test
    void aClashIsSettledWithTheOperationIdWithoutThePathAndMethodFastApiAppendsToIt() throws Exception {
        // Mistral's spec (corpus/mistral): the action `terminate` of an execution clashes with the subresource
        // `terminate` of the batch endpoint, and FastAPI's operationIds end with the path and the method
        String op = """
                    post:
                      operationId: %s
                      responses: {'200': {description: ok}}
                """;
        String id = "    parameters: [{name: execution_id, in: path, required: true, schema: {type: string}}]\n";
        Map<String, String> m = guess("openapi: 3.0.3\ninfo: {title: Test, version: 1.0.0}\npaths:\n"
                + "  /v1/workflows/executions/{execution_id}/terminate:\n" + id
                + op.formatted("terminate_workflow_execution_v1_workflows_executions__execution_id__terminate_post")
                + "  /v1/workflows/executions/terminate:\n"
                + op.formatted("batch_terminate_workflow_executions_v1_workflows_executions_terminate_post")
                + "  /v1/workflows/executions/{execution_id}/cancel:\n" + id + op.formatted("cancelExecution")
                + "  /v1/models:\n" + op.replace("post", "get").formatted("list_models_v1_models_get"));
        assertEquals(Map.of(
                "workflows.executions.terminate_workflow_execution", "post /v1/workflows/executions/{execution_id}/terminate",
                "workflows.executions.terminate.create", "post /v1/workflows/executions/terminate",
                "workflows.executions.cancel", "post /v1/workflows/executions/{execution_id}/cancel",
                "models.list", "get /v1/models"), m);
    }

    @Test
    void aVerbAsTheLastSegmentIsAnActionInARestApiToo() throws Exception {
        Map<String, String> m = guess(spec("get /widgets", "post /widgets", "post /widgets/search",
                "post /files/import", "get /files/{id}"));
        assertEquals("post /widgets/search", m.get("widgets.search"));
        assertEquals("post /files/import", m.get("files.import"));
        assertEquals("get /files/{id}", m.get("files.retrieve"));
    }

    @Test
    void aLiteralIdIsNotAResourceName() throws Exception {
        Map<String, String> m = guess(spec("get /orgs/12345/members", "get /orgs/12345/members/{id}",
                "get /tenants/3f2c8a10-1b2c-4d5e-8f90-123456789abc/profile"));
        assertEquals(Map.of(
                "orgs.members.list", "get /orgs/12345/members",
                "orgs.members.retrieve", "get /orgs/12345/members/{id}",
                "tenants.profile.retrieve", "get /tenants/3f2c8a10-1b2c-4d5e-8f90-123456789abc/profile"), m);
    }

    @Test
    void collectionWideOperationsNeverTakeTheItemNames() throws Exception {
        Map<String, String> m = guess(spec(
                "delete /api/v1/namespaces/{namespace}/configmaps",
                "get /api/v1/namespaces/{namespace}/configmaps",
                "post /api/v1/namespaces/{namespace}/configmaps",
                "put /api/v1/namespaces/{namespace}/configmaps",
                "patch /api/v1/namespaces/{namespace}/configmaps",
                "delete /api/v1/namespaces/{namespace}/configmaps/{name}",
                "get /api/v1/namespaces/{namespace}/configmaps/{name}",
                "put /api/v1/namespaces/{namespace}/configmaps/{name}",
                "patch /api/v1/namespaces/{namespace}/configmaps/{name}"));
        String p = "namespaces.configmaps.";
        assertEquals("delete /api/v1/namespaces/{namespace}/configmaps", m.get(p + "delete_all"));
        assertEquals("delete /api/v1/namespaces/{namespace}/configmaps/{name}", m.get(p + "delete"));
        assertEquals("put /api/v1/namespaces/{namespace}/configmaps", m.get(p + "replace_all"));
        assertEquals("patch /api/v1/namespaces/{namespace}/configmaps", m.get(p + "update_all"));
        assertEquals("patch /api/v1/namespaces/{namespace}/configmaps/{name}", m.get(p + "update"));
        assertEquals("put /api/v1/namespaces/{namespace}/configmaps/{name}", m.get(p + "replace"));
        assertEquals("get /api/v1/namespaces/{namespace}/configmaps/{name}", m.get(p + "retrieve"));

        Map<String, String> singletons = guess(spec("put /settings", "delete /cache", "get /cache"));
        assertEquals("put /settings", singletons.get("settings.update"), "a singleton is updated, not replaced all");
        assertEquals("delete /cache", singletons.get("cache.delete"));
    }

    @Test
    void collidingTypeNamesGetTypeNamesEntriesSoTheConfigValidates() throws Exception {
        guess(spec("get /strings") + """
                components:
                  schemas:
                    NullString: {type: object, properties: {value: {type: string}}}
                    nullString: {type: string, nullable: true}
                    null-string: {type: string}
                    NullString2: {type: string}
                """);
        String config = Files.readString(dir.resolve("sdkgen.yaml"));
        assertTrue(config.contains("type_names:\n  \"nullString\": NullString3\n  \"null-string\": NullString4\n"), config);
    }

    @Test
    void aSpecWithErrorsStillGetsTheConfigItCan() throws Exception {
        Repo.in(dir).file("openapi.yaml", spec("get /accounts", "get /accounts/{id}") + """
                components:
                  schemas:
                    Account:
                      type: object
                      properties:
                        owner:
                          $ref: '#/components/schemas/Owner'
                """);
        ConfigGuesser.Init init = ConfigGuesser.init(dir, "openapi.yaml", "test");
        assertNotNull(init.config(), "a config to start from");
        assertTrue(init.problems().hasErrors());
        assertEquals(DiagnosticCode.SDKGEN104, init.problems().diagnostics().get(0).code());
        assertEquals(2, init.methods());
        assertTrue(init.config().contains("list: \"get /accounts\"") && init.config().contains("retrieve: \"get /accounts/{id}\""),
                init.config());
    }

    @Test
    void aProtocolUpgradeIsLeftOut() throws Exception {
        String spec = spec("get /chats", "get /chats/{id}", "get /chats/{id}/messages") + """
                  '/chats/{id}/live':
                    get:
                      responses:
                        '101':
                          description: Switching Protocols
                """;
        Map<String, String> m = guess(spec);
        assertEquals(Map.of("chats.list", "get /chats", "chats.retrieve", "get /chats/{id}",
                "chats.messages.list", "get /chats/{id}/messages"), m);
        ConfigGuesser.Init init = ConfigGuesser.init(dir, "openapi.yaml", "test");
        assertEquals(3, init.methods());
    }
}
