package dev.sdkgen.codegen.generated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.codegen.testing.JavaToolchain;
import dev.sdkgen.codegen.testing.MockServer;
import dev.sdkgen.codegen.testing.Processes;
import dev.sdkgen.codegen.testing.SdkHarness;
import dev.sdkgen.codegen.testing.Toolchains;
import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.Method;
import dev.sdkgen.engine.ir.SdkModel;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.io.File;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Spec text that tries to escape from comments, docstrings and string literals (the {@code hostile}
 * fixture: {@code *}{@code /}, {@code """}, backslashes at line ends, backticks, {@code ${...}}, quotes
 * in paths, enum values and property names, U+2028, NUL, keywords as names) must arrive in the SDK
 * intact and inert: both SDKs compile strictly, load without running any of it, and give the text back
 * exactly (docstrings, enum literals, property names, paths, the base URL).
 */
class EscapingTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Method method(SdkModel model, String resourcePath, String name) {
        var resources = new ArrayList<dev.sdkgen.engine.ir.Resource>();
        resources.add(model.root());
        for (int i = 0; i < resources.size(); i++) {
            resources.addAll(resources.get(i).subresources());
        }
        for (var r : resources) {
            if (r.path().equals(resourcePath)) {
                for (Method m : r.methods()) {
                    if (m.name().equals(name)) {
                        return m;
                    }
                }
            }
        }
        throw new AssertionError("no method " + resourcePath + "#" + name);
    }

    private static List<String> enumValues(SdkModel model, String name) {
        List<String> values = new ArrayList<>();
        for (JsonNode v : ((TypeDef.EnumType) model.type(name)).values()) {
            values.add(v.asText());
        }
        return values;
    }

    @Test
    void typeScriptSdkKeepsHostileTextInert() throws IOException {
        SdkModel model = Fixtures.model(Fixtures.codegen("hostile"));
        Path sdk = Fixtures.generate(Fixtures.codegen("hostile"), Target.TYPESCRIPT, "escaping");

        // Enum literal types must denote exactly the spec's strings: a probe assigns the JSON-encoded
        // values (valid TypeScript string literals) to the generated types.
        List<String> kinds = enumValues(model, "ListKind");
        Files.writeString(sdk.resolve("src/probe.ts"), "import type { ListKind } from './models.js';\n"
                + "export const kinds: ListKind[] = " + JSON.writeValueAsString(kinds) + ";\n");
        Processes.Result build = SdkHarness.buildTypeScript(sdk);
        assertTrue(build.ok() && build.output().isBlank(), build.describe());

        String client = Files.readString(sdk.resolve("src/client.ts"));
        assertTrue(client.contains(" * *\\/ throw new Error('summary'); /*"), "the comment closer is broken up");
        assertFalse(client.contains("*/ throw"), "no comment closer survives");
        assertTrue(client.contains(" * \\@deprecated at the start of a line"), "a description cannot add JSDoc tags");

        Files.writeString(sdk.resolve("probe.js"), """
                const sdk = require('./dist/cjs/index.js');
                const seen = [];
                const fakeFetch = async (url) => {
                  seen.push(String(url));
                  return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
                };
                (async () => {
                  const client = new sdk.Hostile({ baseURL: 'http://hostile.test', fetch: fakeFetch });
                  await client.import.options('x');
                  await client.import.return('i', { items: [] }, { options: 'o"\\'`${x}', 'filter[status]': "it's" });
                  await client.constructor_();
                  const urls = seen.map((u) => {
                    const url = new URL(u);
                    return { path: decodeURIComponent(url.pathname), query: Object.fromEntries(url.searchParams) };
                  });
                  const defaults = new sdk.Hostile({ fetch: fakeFetch });
                  console.log(JSON.stringify({ injected: typeof globalThis.injected, urls, base: defaults.baseURL }));
                })().catch((e) => { console.error(e); process.exit(1); });
                """);
        Processes.Result run = Processes.run(sdk, Duration.ofMinutes(1), Toolchains.node(), "probe.js");
        assertTrue(run.ok(), run.describe());
        JsonNode out = JSON.readTree(run.output().lines().reduce((a, b) -> b).orElseThrow());
        assertEquals("undefined", out.get("injected").asText(), "nothing from the spec ran");
        assertEquals("/weird/x/a'b\"c`d", out.at("/urls/0/path").asText());
        assertEquals("/items/i", out.at("/urls/1/path").asText());
        assertEquals("o\"'`${x}", out.at("/urls/1/query/options").asText());
        assertEquals("it's", out.at("/urls/1/query/filter[status]").asText());
        assertEquals("/ping", out.at("/urls/2/path").asText());
        assertEquals(model.client().baseUrl(), out.get("base").asText());
    }

    @Test
    void pythonSdkKeepsHostileTextInert() throws IOException {
        SdkModel model = Fixtures.model(Fixtures.codegen("hostile"));
        Path sdk = Fixtures.generate(Fixtures.codegen("hostile"), Target.PYTHON, "escaping");
        Processes.Result compiled = SdkHarness.compilePython(sdk);
        assertTrue(compiled.ok() && compiled.output().isBlank(), compiled.describe());
        Processes.Result checked = SdkHarness.typeCheckPython(sdk, "hostile", "strict");
        assertTrue(checked.ok() && checked.output().contains("0 errors"), checked.describe());

        Files.writeString(sdk.resolve("probe.py"), """
                import inspect
                import json
                import typing
                import urllib.parse

                import hostile
                import hostile.types
                from hostile import APIError, Hostile
                from mock_server import MockServer

                out = {}
                out["constructor_doc"] = inspect.getdoc(Hostile.constructor)
                out["timeout_doc"] = Hostile.timeout_.__doc__
                out["return_doc"] = inspect.getdoc(hostile.resources.Import.return_)
                promise = hostile.types.Promise
                names = [n for n in promise.__annotations__ if not n.startswith("__")]
                out["keys"] = sorted(promise.__wire_names__.get(n, n) for n in names)
                out["round_trip"] = sorted(promise.from_dict({k: 1 for k in out["keys"]}).to_dict())
                out["extra"] = sorted(promise.from_dict({k: 1 for k in out["keys"]}).model_extra)
                out["kinds"] = list(typing.get_args(hostile.types.ListKind))
                out["base"] = Hostile().base_url
                server = MockServer().start()
                try:
                    client = Hostile(base_url=server.url)
                    try:
                        client.import_.options("x")
                    except APIError:
                        pass
                    out["path"] = urllib.parse.unquote(server.requests()[0]["path"])
                finally:
                    server.close()
                print(json.dumps(out))
                """);
        Map<String, String> env = new HashMap<>(Toolchains.testEnvironment());
        env.put("PYTHONPATH", sdk.resolve("src") + File.pathSeparator + Toolchains.mockServerScript().getParent());
        env.put("PYTHONDONTWRITEBYTECODE", "1");
        Processes.Result run = Processes.run(sdk, env, Duration.ofMinutes(1), List.of(Toolchains.python(), "probe.py"));
        assertTrue(run.ok(), run.describe());
        JsonNode out = JSON.readTree(run.output().lines().reduce((a, b) -> b).orElseThrow());

        Method constructor = method(model, "", "constructor");
        assertEquals(String.join("\n", DocText.lines(constructor.docs())), out.get("constructor_doc").asText(),
                "the docstring gives back the spec text exactly");
        assertEquals("Ends with a backslash \\", out.get("timeout_doc").asText());
        assertTrue(out.get("return_doc").asText().startsWith("Quotes: ' \" \"\"\" \"\"\"\""), out.get("return_doc").asText());

        List<String> keys = new ArrayList<>();
        ((TypeDef.ObjectType) model.type("Promise")).properties().forEach(p -> keys.add(p.name()));
        keys.sort(String::compareTo);
        List<String> gotKeys = new ArrayList<>();
        out.get("keys").forEach(k -> gotKeys.add(k.asText()));
        assertEquals(keys, gotKeys, "every property name is the JSON key of a model attribute, as written in the spec");
        List<String> roundTrip = new ArrayList<>();
        out.get("round_trip").forEach(k -> roundTrip.add(k.asText()));
        assertEquals(keys, roundTrip, "a model read from those keys writes them back");
        assertEquals(0, out.get("extra").size(), "every spec key is a declared attribute, none an unknown one");

        List<String> kinds = new ArrayList<>();
        out.get("kinds").forEach(k -> kinds.add(k.asText()));
        assertEquals(enumValues(model, "ListKind"), kinds, "enum literals are the spec's strings");
        assertEquals(model.client().baseUrl(), out.get("base").asText());
        assertEquals("/weird/x/a'b\"c`d", out.get("path").asText());
    }

    @Test
    void javaSdkKeepsHostileTextInert() throws IOException {
        SdkModel model = Fixtures.model(Fixtures.codegen("hostile"));
        Path sdk = Fixtures.generate(Fixtures.codegen("hostile"), Target.JAVA, "escaping");
        String client = Files.readString(sdk.resolve("src/main/java/com/hostile/Hostile.java"));
        assertTrue(client.contains(" * *&#47; throw new Error('summary'); /*"), "the comment closer is broken up");
        assertFalse(client.contains("*/ throw"), "no comment closer survives");
        assertTrue(client.contains(" * &#64;deprecated at the start of a line"), "a description cannot add Javadoc tags");

        Path probe = sdk.resolve("probe/com/hostile/Probe.java");
        Files.createDirectories(probe.getParent());
        Files.writeString(probe, JAVA_PROBE);
        Path classes = sdk.resolve("target/probe-classes");
        Processes.Result compiled = JavaToolchain.compile(sdk, classes, List.of(probe));
        assertTrue(compiled.ok() && compiled.output().isBlank(), compiled.describe());

        ObjectNode promise = JSON.createObjectNode();
        for (TypeDef.Property p : ((TypeDef.ObjectType) model.type("Promise")).properties()) {
            TypeRef t = TypeRef.nonNull(p.type());
            if (t instanceof TypeRef.Primitive prim && prim.type() == TypeRef.Scalar.INTEGER) {
                promise.put(p.name(), 1);
            } else if (t instanceof TypeRef.Primitive prim && prim.type() == TypeRef.Scalar.BOOLEAN) {
                promise.put(p.name(), true);
            } else {
                promise.put(p.name(), p.name() + "!");
            }
        }
        Path input = sdk.resolve("target/promise.json");
        Files.writeString(input, JSON.writeValueAsString(promise));
        try (MockServer server = MockServer.start()) {
            Processes.Result run = Processes.run(sdk, Map.of(), Duration.ofMinutes(1), List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                    classes + File.pathSeparator + JavaToolchain.sdkClasspath(sdk), "com.hostile.Probe", server.url(), input.toString()));
            assertTrue(run.ok(), run.describe());
            JsonNode out = JSON.readTree(run.output().lines().reduce((a, b) -> b).orElseThrow());
            List<String> kinds = new ArrayList<>();
            out.get("kinds").forEach(k -> kinds.add(k.asText()));
            List<String> expected = new ArrayList<>(enumValues(model, "ListKind"));
            kinds.sort(String::compareTo);
            expected.sort(String::compareTo);
            assertEquals(expected, kinds, "enum constants hold the spec's strings");
            assertEquals(JSON.readTree(promise.toString()), JSON.readTree(out.get("promise").toString()),
                    "every property name reads and writes as written in the spec");
            assertEquals(model.client().baseUrl(), out.get("base").asText());
            List<MockServer.RecordedRequest> requests = server.requests();
            assertEquals("/weird/x/a'b\"c`d", URLDecoder.decode(requests.get(0).path(), StandardCharsets.UTF_8));
            assertEquals("/items/i", requests.get(1).path());
            assertEquals(List.of("o\"'`${x}"), requests.get(1).queryParams().get("options"));
            assertEquals(List.of("it's"), requests.get(1).queryParams().get("filter[status]"));
            assertEquals("/ping", requests.get(2).path());
        }
    }

    /** Run against the hostile Java SDK: reads enum values, a model and the client's constants back, and calls three methods. */
    private static final String JAVA_PROBE = """
            package com.hostile;

            import com.fasterxml.jackson.databind.node.ObjectNode;
            import com.hostile.core.ClientConfig;
            import com.hostile.core.Json;
            import com.hostile.errors.ApiException;
            import com.hostile.models.ImportReturnQuery;
            import com.hostile.models.ImportReturnQueryFilterStatus;
            import com.hostile.models.ListKind;
            import com.hostile.models.Promise;
            import java.lang.reflect.Field;
            import java.lang.reflect.Modifier;
            import java.nio.file.Files;
            import java.nio.file.Path;

            /** Reads the hostile SDK's text back. */
            public final class Probe {
                private Probe() {
                }

                /**
                 * Prints what it read as JSON.
                 *
                 * @param args the mock server's URL and a Promise as JSON
                 * @throws Exception when anything fails
                 */
                public static void main(String[] args) throws Exception {
                    ObjectNode out = Json.mapper().createObjectNode();
                    var kinds = out.putArray("kinds");
                    for (Field f : ListKind.class.getFields()) {
                        if (Modifier.isStatic(f.getModifiers()) && f.getType() == ListKind.class) {
                            kinds.add(((ListKind) f.get(null)).value());
                        }
                    }
                    Promise promise = Json.mapper().readValue(Files.readString(Path.of(args[1])), Promise.class);
                    out.set("promise", Json.mapper().valueToTree(promise));
                    Field config = Hostile.class.getDeclaredField("CONFIG");
                    config.setAccessible(true);
                    out.put("base", ((ClientConfig) config.get(null)).defaultBaseUrl());
                    Hostile client = Hostile.builder().baseUrl(args[0]).build();
                    call(() -> client.import_().options("x"));
                    call(() -> client.import_().return_("i", com.hostile.models.List.builder().items(java.util.List.of()).build(),
                            ImportReturnQuery.builder().options("o\\"'`${x}").filterStatus(ImportReturnQueryFilterStatus.of("it's")).build()));
                    call(() -> client.constructor());
                    System.out.println(out);
                }

                private static void call(Runnable call) {
                    try {
                        call.run();
                    } catch (ApiException e) {
                        // the mock server answers 418: nothing was queued
                    }
                }
            }
            """;
}
