package dev.sdkgen.codegen.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sdkgen.codegen.plan.Planner;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.codegen.text.Layout;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The client config's fields, the same in every language: {@link RuntimeConfig#entries} and {@link RuntimeConfig#lines}. */
class RuntimeConfigTest {
    private static final RuntimeConfig.Syntax SYNTAX = new RuntimeConfig.Syntax(
            f -> f.name().toLowerCase(Locale.ROOT), f -> f.name().toLowerCase(Locale.ROOT), (k, v) -> k + "=" + v,
            (k, v) -> k + "=" + v, s -> "'" + s + "'", String::valueOf, "none", codes -> codes.toString(),
            a -> a.kind().name().toLowerCase(Locale.ROOT) + (a.name() == null ? "" : ":" + a.name())
                    + (a.prefix() == null ? "" : ":" + a.prefix()) + (a.schemeName() == null ? "" : "@" + a.schemeName())
                    + (a.env() == null ? "" : "$" + a.env()),
            (key, entries) -> Layout.list(key + "=policy(", entries, ")"),
            (key, schemes) -> Layout.text(key + "=" + schemes));

    @Test
    void everyFieldHasOneEntryInTheRuntimesOrder() {
        SdkPlan plan = Planner.plan(Fixtures.model(Fixtures.acme()));
        Map<RuntimeConfig.Field, Layout.Node> entries = RuntimeConfig.entries(plan, SYNTAX);
        List<RuntimeConfig.Field> fields = new ArrayList<>(List.of(RuntimeConfig.Field.values()));
        fields.remove(RuntimeConfig.Field.SCHEMES);
        fields.remove(RuntimeConfig.Field.IDEMPOTENCY_HEADER);
        fields.remove(RuntimeConfig.Field.REQUEST_ID_HEADER);
        assertEquals(fields, new ArrayList<>(entries.keySet()), "no other schemes, no idempotency or request id header: none of those fields");
        assertEquals("sdk_name='acme'", entries.get(RuntimeConfig.Field.SDK_NAME).flat());
        assertEquals("auth=bearer", entries.get(RuntimeConfig.Field.AUTH).flat());
        assertEquals("retry_policy=policy(max_retries=2, retry_on=[408, 429, 500, 502, 503, 504], initial_delay_ms=500,"
                + " max_delay_ms=8000, connection_errors=false)", entries.get(RuntimeConfig.Field.RETRY_POLICY).flat());
        List<String> lines = RuntimeConfig.lines(plan, SYNTAX, "{", "}", "  ");
        assertEquals(List.of("{", "  sdk_name='acme',", "  sdk_version='1.4.0',", "  default_base_url='https://api.acme.com',",
                "  api_key_env='ACME_API_KEY',", "  auth=bearer,"), lines.subList(0, 6));
        assertEquals("}", lines.get(lines.size() - 1));
    }

    @Test
    void otherSecuritySchemesAreListedAndThePrimaryOneIsNamed() {
        SdkPlan plan = Planner.plan(Fixtures.model(Fixtures.byName("security")));
        Map<RuntimeConfig.Field, Layout.Node> entries = RuntimeConfig.entries(plan, SYNTAX);
        List<RuntimeConfig.Field> fields = new ArrayList<>(List.of(RuntimeConfig.Field.values()));
        fields.remove(RuntimeConfig.Field.IDEMPOTENCY_HEADER);
        fields.remove(RuntimeConfig.Field.REQUEST_ID_HEADER);
        assertEquals(fields, new ArrayList<>(entries.keySet()));
        assertEquals("auth=bearer@token", entries.get(RuntimeConfig.Field.AUTH).flat());
        assertEquals("schemes=[header:X-App-Key@appKey$SECURITY_APP_KEY, header:X-App-Secret@appSecret$SECURITY_APP_SECRET,"
                + " query:tenant_id@tenant$SECURITY_TENANT]", entries.get(RuntimeConfig.Field.SCHEMES).flat());
    }

    @Test
    void aRequestIdHeaderIsTheLastEntryOnlyWhenSdkgenYamlSetsOne() {
        SdkPlan plan = Planner.plan(Fixtures.model(Fixtures.codegen("wire")));
        Map<RuntimeConfig.Field, Layout.Node> entries = RuntimeConfig.entries(plan, SYNTAX);
        assertEquals("request_id_header='X-Wire-Trace'", entries.get(RuntimeConfig.Field.REQUEST_ID_HEADER).flat());
        List<String> lines = RuntimeConfig.lines(plan, SYNTAX, "{", "}", "  ");
        assertEquals("  request_id_header='X-Wire-Trace',", lines.get(lines.size() - 2));
    }

    @Test
    void withoutARetriesSectionThePolicyIsTheNullValue() {
        SdkPlan plan = Planner.plan(Fixtures.model(Fixtures.codegen("no-retries")));
        assertEquals("retry_policy=none", RuntimeConfig.entries(plan, SYNTAX).get(RuntimeConfig.Field.RETRY_POLICY).flat());
        assertEquals("auth=query:api_key", RuntimeConfig.entries(plan, SYNTAX).get(RuntimeConfig.Field.AUTH).flat());
    }

    @Test
    void anIdempotencyHeaderIsTheLastField() {
        SdkPlan plan = Planner.plan(Fixtures.model(Fixtures.codegen("retries")));
        Map<RuntimeConfig.Field, Layout.Node> entries = RuntimeConfig.entries(plan, SYNTAX);
        assertEquals(RuntimeConfig.Field.IDEMPOTENCY_HEADER, new ArrayList<>(entries.keySet()).get(entries.size() - 1));
        assertEquals("idempotency_header='Idempotency-Key'", entries.get(RuntimeConfig.Field.IDEMPOTENCY_HEADER).flat());
        assertEquals("retry_policy=policy(max_retries=2, retry_on=[408, 409, 429, 500, 502, 503, 504], initial_delay_ms=500,"
                + " max_delay_ms=8000, connection_errors=true)", entries.get(RuntimeConfig.Field.RETRY_POLICY).flat());
    }
}
