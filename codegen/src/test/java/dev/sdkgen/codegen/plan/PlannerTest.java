package dev.sdkgen.codegen.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.engine.ir.RequestBody;
import dev.sdkgen.engine.ir.TypeRef;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The language-neutral decisions of the plan, each pinned once here for every language. */
class PlannerTest {
    @TempDir
    Path repo;

    private static final String SPEC = """
            openapi: 3.0.3
            info: {title: "Shop\\nAPI", version: "1"}
            servers: [{url: https://shop.example}]
            paths:
              /items:
                get:
                  parameters:
                    - {name: limit, in: query, schema: {type: integer}}
                    - {name: offset, in: query, schema: {type: integer}}
                    - {name: X-Trace, in: header, required: true, schema: {type: string}}
                  requestBody: {content: {application/json: {schema: {type: object}}}}
                  responses:
                    '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/ItemList'}}}}
                  x-sdkgen-pagination: {type: offset, items: data, offset_param: offset, limit_param: limit, has_more: has_more}
                post:
                  requestBody:
                    required: true
                    content: {application/json: {schema: {$ref: '#/components/schemas/Item'}}}
                  responses:
                    '201': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Item'}}}}
                delete:
                  requestBody: {content: {application/json: {schema: {type: object}}}}
                  responses: {'204': {description: gone}}
              /items/{item_id}/photo:
                put:
                  x-sdkgen-retries: {enabled: false}
                  parameters:
                    - {name: item_id, in: path, required: true, schema: {type: array, items: {type: string}}}
                  requestBody:
                    content: {image/png: {schema: {type: string, format: binary}}}
                  responses:
                    '200': {description: ok, content: {text/plain: {schema: {type: string}}}}
              /items/{item_id}:
                get:
                  parameters:
                    - {name: item_id, in: path, required: true, schema: {type: integer}}
                  responses:
                    '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Item'}}}}
            components:
              schemas:
                Item:
                  type: object
                  required: [name]
                  properties:
                    name: {type: string}
                    note: {type: string}
                ItemList:
                  type: object
                  properties:
                    data: {type: array, items: {$ref: '#/components/schemas/Item'}}
                    has_more: {type: boolean}
            """;

    private static final String CONFIG = """
            sdk: {name: shop, version: 1.0.0}
            spec: {path: openapi.yaml}
            targets: [typescript, python]
            resources:
              items:
                methods:
                  list: get /items
                  create: post /items
                  clear: delete /items
                  upload: put /items/{item_id}/photo
                  get: get /items/{item_id}
            """;

    private SdkPlan plan() throws IOException {
        Files.writeString(repo.resolve("openapi.yaml"), SPEC);
        Files.writeString(repo.resolve("sdkgen.yaml"), CONFIG);
        return Planner.plan(Fixtures.model(repo));
    }

    private static MethodPlan method(SdkPlan plan, String name) {
        return plan.resources().get(1).methods().stream().filter(m -> m.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void aPathParameterWithADefaultIsAClientOptionNotAnArgument() throws IOException {
        Files.writeString(repo.resolve("openapi.yaml"), """
                openapi: 3.0.3
                info: {title: Versions, version: "1"}
                servers: [{url: https://v.example}]
                paths:
                  /{apiVersion}/widgets/{id}:
                    get:
                      parameters:
                        - {name: apiVersion, in: path, required: true, schema: {type: string, default: v4}}
                        - {name: id, in: path, required: true, schema: {type: string}}
                      responses: {'204': {description: ok}}
                  /{apiVersion}/old/{api_key}:
                    get:
                      parameters:
                        - {name: apiVersion, in: path, required: true, schema: {type: string, default: v3}}
                        - {name: api_key, in: path, required: true, schema: {type: string, default: k}}
                      responses: {'204': {description: ok}}
                """);
        Files.writeString(repo.resolve("sdkgen.yaml"), """
                sdk: {name: versions, version: 1.0.0}
                spec: {path: openapi.yaml}
                targets: [typescript]
                resources:
                  widgets:
                    methods:
                      get: get /{apiVersion}/widgets/{id}
                      old: get /{apiVersion}/old/{api_key}
                """);
        SdkPlan plan = Planner.plan(Fixtures.model(repo));
        assertEquals(List.of(new PathOption("apiVersion", "v4", dev.sdkgen.engine.ir.Docs.NONE)), plan.pathOptions(),
                "the first default of a name is the option's; api_key is a client option of its own already");
        MethodPlan get = method(plan, "get");
        assertEquals(List.of("id"), get.pathArgs().stream().map(a -> a.parameter().name()).toList());
        assertEquals("/{@apiVersion}/widgets/{id}", get.wire().path());
        MethodPlan old = method(plan, "old");
        assertEquals(List.of("apiVersion", "api_key"), old.pathArgs().stream().map(a -> a.parameter().name()).toList(),
                "another default stays a positional argument");
        assertEquals("/{apiVersion}/old/{api_key}", old.wire().path());
    }

    @Test
    void aCredentialOptionYieldsToAPathOptionOfTheSameName() throws IOException {
        Files.writeString(repo.resolve("openapi.yaml"), """
                openapi: 3.0.3
                info: {title: Regions, version: "1"}
                servers: [{url: https://r.example}]
                paths:
                  /{region}/items/{credential}:
                    get:
                      security: [{region: []}, {token: []}]
                      parameters:
                        - {name: region, in: path, required: true, schema: {type: string, default: eu}}
                        - {name: credential, in: path, required: true, schema: {type: string, default: c}}
                      responses: {'204': {description: ok}}
                components:
                  securitySchemes:
                    token: {type: http, scheme: bearer}
                    region: {type: apiKey, in: header, name: X-Region-Key}
                """);
        Files.writeString(repo.resolve("sdkgen.yaml"), """
                sdk: {name: regions, version: 1.0.0}
                spec: {path: openapi.yaml}
                targets: [typescript]
                resources:
                  items:
                    methods:
                      get: get /{region}/items/{credential}
                """);
        SdkPlan plan = Planner.plan(Fixtures.model(repo));
        assertEquals(List.of("region"), plan.pathOptions().stream().map(PathOption::name).toList(),
                "credential is a client option of its own (Go WithCredential, Java credential(...)): positional");
        assertEquals(List.of("region_auth"), plan.credentials().stream().map(SdkPlan.Credential::option).toList(),
                "the scheme's option is not named like the path option");
        assertEquals(List.of("credential"), method(plan, "get").pathArgs().stream().map(a -> a.parameter().name()).toList());
        assertEquals("/{@region}/items/{credential}", method(plan, "get").wire().path());
    }

    @Test
    void argumentsComeInTheContractsOrder() throws IOException {
        MethodPlan upload = method(plan(), "upload");
        List<Argument> args = upload.arguments();
        assertEquals(3, args.size());
        assertInstanceOf(Argument.Path.class, args.get(0));
        assertInstanceOf(Argument.Body.class, args.get(1));
        assertInstanceOf(Argument.Options.class, args.get(2));
        MethodPlan list = method(plan(), "list");
        assertInstanceOf(Argument.Params.class, list.arguments().get(0));
        assertInstanceOf(Argument.Options.class, list.arguments().get(1));
    }

    @Test
    void aPathParameterThatIsNoScalarIsPassedAsAString() throws IOException {
        SdkPlan plan = plan();
        assertEquals(TypeRef.string(), method(plan, "upload").pathArgs().get(0).type());
        assertEquals(new TypeRef.Primitive(TypeRef.Scalar.INTEGER, null), method(plan, "get").pathArgs().get(0).type());
    }

    @Test
    void bodiesAreTakenExceptOnGetAndOnAnEmptyOptionalDelete() throws IOException {
        SdkPlan plan = plan();
        assertNull(method(plan, "list").body(), "no body on GET");
        assertNull(method(plan, "clear").body(), "no body on a DELETE whose optional body declares nothing");
        BodyPlan create = method(plan, "create").body();
        assertTrue(create.required());
        assertEquals(RequestBody.Encoding.JSON, create.encoding());
        assertNull(create.contentType(), "the encoding's default content type is not repeated");
        assertFalse(create.acceptsEmptyObject(), "Item has a required field");
        BodyPlan photo = method(plan, "upload").body();
        assertEquals(RequestBody.Encoding.BINARY, photo.encoding());
        assertEquals("image/png", photo.contentType());
        assertEquals("binary", photo.runtimeEncoding());
        assertFalse(photo.structured());
    }

    @Test
    void responsesAreReadAsTheirMediaTypeSays() throws IOException {
        SdkPlan plan = plan();
        ResponsePlan text = method(plan, "upload").response();
        assertEquals(ResponsePlan.Kind.TEXT, text.kind());
        assertEquals("text/plain", text.accept());
        assertEquals("text", text.runtimeType());
        assertEquals(ResponsePlan.Kind.NONE, method(plan, "clear").response().kind());
        ResponsePlan json = method(plan, "get").response();
        assertEquals(ResponsePlan.Kind.JSON, json.kind());
        assertEquals(new TypeRef.Named("Item"), json.type());
        assertNull(json.runtimeType());
        assertEquals(ResponsePlan.Kind.JSON, method(plan, "list").response().kind(), "a paginated method reads JSON pages");
    }

    @Test
    void eventStreamsAreStreamedWithTheirItemTypeAndJsonOrStreamGetsAVariant() {
        SdkPlan plan = Planner.plan(Fixtures.model(Fixtures.byName("streaming")));
        ResourcePlan events = plan.resources().stream().filter(r -> r.name().equals("events")).findFirst().orElseThrow();
        MethodPlan tail = events.methods().get(0);
        assertEquals(ResponsePlan.Kind.STREAM, tail.response().kind());
        assertEquals(new TypeRef.Named("LogEvent"), tail.response().type());
        assertEquals("text/event-stream", tail.response().accept());
        assertEquals("stream", tail.response().runtimeType());
        assertNull(tail.response().eventData(), "the data as JSON is the runtime's default");
        assertNull(tail.streaming());
        MethodPlan watch = events.methods().get(1);
        assertEquals("named", watch.response().eventData());
        assertEquals(new TypeRef.Named("JobEvent"), watch.response().type());
        assertEquals(List.of("progress", "done"), watch.response().events().named().stream().map(e -> e.name()).toList());
        assertEquals(List.of(new TypeRef.Named("JobProgress"), new TypeRef.Named("JobResult")),
                watch.response().events().named().stream().map(e -> e.data()).toList());
        MethodPlan logs = events.methods().get(2);
        assertEquals("text", logs.response().eventData());
        assertEquals(TypeRef.string(), logs.response().type());

        MethodPlan create = plan.resources().stream().filter(r -> r.name().equals("completions")).findFirst().orElseThrow()
                .methods().get(0);
        assertEquals(ResponsePlan.Kind.JSON, create.response().kind());
        assertEquals(new TypeRef.Named("Completion"), create.response().type());
        assertNull(create.streamFlag(), "the JSON method never sets the flag itself");
        assertEquals("stream", create.streaming().flag());
        MethodPlan streaming = create.streaming().method();
        assertEquals("create_streaming", streaming.name());
        assertEquals("stream", streaming.streamFlag());
        assertEquals(ResponsePlan.Kind.STREAM, streaming.response().kind());
        assertEquals(new TypeRef.Named("CompletionChunk"), streaming.response().type());
        assertEquals(create.arguments(), streaming.arguments());

        MethodPlan transcribe = plan.resources().stream().filter(r -> r.name().equals("transcriptions")).findFirst()
                .orElseThrow().methods().get(0);
        assertEquals(RequestBody.Encoding.MULTIPART, transcribe.body().encoding());
        assertEquals(new TypeRef.Named("Transcription"), transcribe.response().type());
        assertEquals("stream", transcribe.streaming().flag());
        assertEquals("create_streaming", transcribe.streaming().method().name());
        assertEquals(new TypeRef.Named("TranscriptDelta"), transcribe.streaming().response().type());
        assertEquals("stream", transcribe.streaming().method().streamFlag());
    }

    @Test
    void aStreamFlagIsABooleanFieldOfAJsonFormOrMultipartBody() throws IOException {
        Files.writeString(repo.resolve("openapi.yaml"), """
                openapi: 3.0.3
                info: {title: T, version: '1'}
                paths:
                  /runs:
                    post:
                      requestBody:
                        content:
                          application/json:
                            schema: {type: object, properties: {stream: {type: string}}}
                      responses:
                        '200':
                          description: ok
                          content:
                            application/json: {schema: {type: object, properties: {id: {type: string}}}}
                            text/event-stream: {schema: {type: object, properties: {delta: {type: string}}}}
                """);
        Files.writeString(repo.resolve("sdkgen.yaml"), """
                sdk: {name: t, version: 1.0.0}
                spec: {path: openapi.yaml}
                targets: [typescript]
                resources:
                  runs:
                    methods:
                      create: post /runs
                """);
        MethodPlan create = Planner.plan(Fixtures.model(repo)).resources().get(1).methods().get(0);
        assertEquals(ResponsePlan.Kind.JSON, create.response().kind());
        assertNull(create.streaming(), "a stream property that is not a boolean is no stream flag");
        Files.writeString(repo.resolve("openapi.yaml"), Files.readString(repo.resolve("openapi.yaml"))
                .replace("application/json:\n            schema: {type: object, properties: {stream: {type: string}}}",
                        "multipart/form-data:\n            schema: {type: object, properties: {stream: {type: boolean}}}"));
        MethodPlan multipart = Planner.plan(Fixtures.model(repo)).resources().get(1).methods().get(0);
        assertEquals(RequestBody.Encoding.MULTIPART, multipart.body().encoding());
        assertEquals("stream", multipart.streaming().flag(), "a multipart body carries the flag as a part");
        assertEquals(ResponsePlan.Kind.STREAM, multipart.streaming().response().kind());
        assertEquals("stream", multipart.streaming().method().streamFlag());
        assertEquals(RequestBody.Encoding.MULTIPART, multipart.streaming().method().body().encoding());
        Files.writeString(repo.resolve("openapi.yaml"), Files.readString(repo.resolve("openapi.yaml"))
                .replace("multipart/form-data:", "application/x-www-form-urlencoded:"));
        MethodPlan form = Planner.plan(Fixtures.model(repo)).resources().get(1).methods().get(0);
        assertEquals(RequestBody.Encoding.FORM, form.body().encoding());
        assertEquals("stream", form.streaming().flag(), "a form body carries the flag as a field");
        Files.writeString(repo.resolve("openapi.yaml"), Files.readString(repo.resolve("openapi.yaml"))
                .replace("application/x-www-form-urlencoded:\n            schema: {type: object, properties: {stream: {type: boolean}}}",
                        "text/plain:\n            schema: {type: string}"));
        MethodPlan text = Planner.plan(Fixtures.model(repo)).resources().get(1).methods().get(0);
        assertEquals(RequestBody.Encoding.TEXT, text.body().encoding());
        assertNull(text.streaming(), "a text body has no field to carry the flag");
    }

    @Test
    void paramsTypesExistForEveryMethodWithQueryOrHeaderParameters() throws IOException {
        SdkPlan plan = plan();
        ParamsPlan params = method(plan, "list").params();
        assertEquals("ItemListParams", params.typeName());
        assertTrue(params.required(), "X-Trace is required");
        assertEquals(List.of("limit", "offset", "X-Trace"), params.all().stream().map(p -> p.name()).toList());
        assertEquals(List.of(params), plan.paramsTypes());
        assertTrue(plan.anyHeaderParams());
        assertNull(method(plan, "create").params());
    }

    @Test
    void retriesAndTitleAreDecidedOnce() throws IOException {
        SdkPlan plan = plan();
        assertFalse(method(plan, "upload").retryable());
        assertTrue(plan.anyNeverRetried());
        assertEquals("Shop API", plan.title(), "the title on one line");
        assertNull(plan.retries(), "no retries section: never retry by default");
    }

    @Test
    void theReadmeShowsABodyCallALookupAndThePaginatedList() throws IOException {
        SdkPlan plan = plan();
        ReadmePlan readme = plan.readme();
        assertEquals("create", readme.usage().method().name(), "the first call with a request body");
        assertInstanceOf(ExampleValue.Obj.class, readme.usage().body());
        assertEquals(List.of("name"), List.copyOf(((ExampleValue.Obj) readme.usage().body()).fields().keySet()),
                "only required fields");
        assertEquals("get", readme.lookup().method().name(), "the first GET with path parameters that does not paginate");
        assertEquals(List.of(new ExampleValue.Num("0")), readme.lookup().pathValues());
        assertEquals("list", readme.pagination().method().name());
        assertEquals(List.of("X-Trace"), List.copyOf(readme.pagination().params().keySet()));
        assertSame(plan.resources().get(1), readme.resources().get(0).resource());
        assertSame(readme.lookup(), readme.raw(), "the raw-response example is the lookup when it returns one JSON body");
    }

    @Test
    void theRawResponseExampleIsAJsonCallNeverAListOrAStream() {
        ReadmePlan streaming = Planner.plan(Fixtures.model(Fixtures.codegen("streaming"))).readme();
        assertEquals("watch", streaming.lookup().method().name(), "the lookup streams");
        assertNull(streaming.raw(), "every method streams (or may stream): no example");
        ReadmePlan kitchen = Planner.plan(Fixtures.model(Fixtures.byName("kitchen-sink"))).readme();
        assertEquals("retrieve", kitchen.raw().method().name());
    }
    @Test
    void aPlaceholderTitleGivesWayToTheClientName() throws IOException {
        for (String title : List.of("server", "FastAPI", "OpenAPI definition", "", "Servers of Acme")) {
            String spec = SPEC.replace("info: {title: \"Shop\\nAPI\"", "info: {title: \"" + title + "\"");
            assertNotEquals(SPEC, spec, "the title was replaced");
            Files.writeString(repo.resolve("openapi.yaml"), spec);
            Files.writeString(repo.resolve("sdkgen.yaml"), CONFIG.replace("name: shop", "name: acme"));
            SdkPlan plan = Planner.plan(Fixtures.model(repo));
            assertEquals(title.startsWith("Servers") ? title : "Acme API", plan.title(), "title " + title);
        }
    }

    @Test
    void typeUsesSayWhichSideEachTypeIsOnAndBodyFieldsWhichBodiesSpread() throws IOException {
        SdkPlan plan = plan();
        TypeUses uses = TypeUses.of(plan);
        assertTrue(uses.response().containsAll(List.of("Item", "ItemList")), uses.toString());
        assertTrue(uses.request().contains("Item"), "create sends an Item: " + uses);
        assertFalse(uses.request().contains("ItemList"), uses.toString());
        assertFalse(uses.requestOnly("Item"));
        assertEquals(List.of("name", "note"), BodyFields.of(method(plan, "create"), plan.types()).stream()
                .map(p -> p.name()).toList(), "an object body's fields, in order");
        assertEquals(List.of(), BodyFields.of(method(plan, "upload"), plan.types()), "a binary body is one argument");
        assertEquals(List.of(), BodyFields.of(method(plan, "get"), plan.types()), "no body");
    }

    private static final String TESTS_SPEC = """
            openapi: 3.0.3
            info: {title: Widgets, version: "1"}
            servers: [{url: https://widgets.example}]
            paths:
              /widgets:
                get:
                  parameters:
                    - {name: limit, in: query, schema: {type: integer, minimum: 1, maximum: 100}}
                    - {name: since, in: query, schema: {type: string, format: date-time}}
                    - {name: order, in: query, example: desc, schema: {type: string, enum: [asc, desc]}}
                    - {name: page, in: query, example: first, schema: {type: integer, default: 3}}
                  responses: {'200': {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Widget'}}}}}}
                post:
                  requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/Widget'}}}}
                  responses: {'201': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Widget'}}}}}
              /widgets/{widget_id}:
                get:
                  parameters: [{name: widget_id, in: path, required: true, schema: {type: string, format: uuid}}]
                  responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Widget'}}}}}
              /deep:
                post:
                  requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/Deep'}}}}
                  responses: {'204': {description: done}}
            components:
              schemas:
                Widget:
                  type: object
                  required: [name]
                  properties:
                    id: {type: string, readOnly: true}
                    name: {type: string, example: Sprocket}
                    color: {type: string}
                    weight: {type: number, minimum: 0.5}
                Deep: {type: object, required: [a], properties: {a: {$ref: '#/components/schemas/A'}}}
                A: {type: object, required: [b], properties: {b: {$ref: '#/components/schemas/B'}}}
                B: {type: object, required: [c], properties: {c: {$ref: '#/components/schemas/C'}}}
                C: {type: object, required: [d], properties: {d: {type: string}}}
            """;

    private SdkPlan testsPlan(String sdkLine) throws IOException {
        Files.writeString(repo.resolve("openapi.yaml"), TESTS_SPEC);
        Files.writeString(repo.resolve("sdkgen.yaml"), sdkLine + """

                spec: {path: openapi.yaml}
                targets: [typescript]
                resources:
                  widgets:
                    methods:
                      list: get /widgets
                      create: post /widgets
                      get: get /widgets/{widget_id}
                  deep:
                    methods:
                      create: post /deep
                """);
        return Planner.plan(Fixtures.model(repo));
    }

    private static SdkTests.MethodTest test(SdkPlan plan, String id) {
        return plan.tests().tests().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void eachMethodGetsATestWithItsRequiredArgumentsAndOneWithEveryOptionalOne() throws IOException {
        SdkPlan plan = testsPlan("sdk: {name: widgets, version: 1.0.0}");
        assertEquals(List.of("widgets_list", "widgets_list_with_all_params", "widgets_create", "widgets_create_with_all_params",
                "widgets_get", "deep_create"), plan.tests().tests().stream().map(SdkTests.MethodTest::id).toList(),
                "a second test only where the method has optional arguments");
        assertEquals("widgets.create (all params)", test(plan, "widgets_create_with_all_params").title());
        assertTrue(test(plan, "widgets_list").call().params().isEmpty());
        assertFalse(test(plan, "widgets_list").call().allParams());
    }

    @Test
    void testValuesComeFromTheSpecWhereTheyFitElseFromTheSchema() throws IOException {
        SdkPlan plan = testsPlan("sdk: {name: widgets, version: 1.0.0}");
        assertEquals(java.util.Map.of("limit", new ExampleValue.Num("1"), "since", new ExampleValue.Str("2024-01-01T00:00:00Z"),
                "order", new ExampleValue.Str("desc"), "page", new ExampleValue.Num("3")), test(plan, "widgets_list_with_all_params").call().params(),
                "minimum 1 gives 1, a date-time a date-time, an example that fits is taken, one that does not gives way to the default");
        ExampleValue.Obj required = (ExampleValue.Obj) test(plan, "widgets_create").call().body();
        assertEquals(java.util.Map.of("name", new ExampleValue.Str("Sprocket")), required.fields(), "a property's example");
        ExampleValue.Obj all = (ExampleValue.Obj) test(plan, "widgets_create_with_all_params").call().body();
        assertEquals(List.of("name", "color", "weight"), List.copyOf(all.fields().keySet()), "optional fields too, never a read-only one");
        assertEquals(new ExampleValue.Num("0.5"), all.fields().get("weight"));
        assertEquals(List.of(new ExampleValue.Str("00000000-0000-4000-8000-000000000000")), test(plan, "widgets_get").call().pathValues(),
                "a uuid is a UUID");
        assertEquals(new ExampleValue.Str("name"), ((ExampleValue.Obj) plan.readme().usage().body()).fields().get("name"),
                "the README keeps its placeholders");
    }

    @Test
    void aTestWhoseRequiredValueCannotBeMadeIsSkippedNamingTheField() throws IOException {
        SdkPlan plan = testsPlan("sdk: {name: widgets, version: 1.0.0}");
        assertEquals("no example value can be made for the required field d (a type nested deeper than the example depth)",
                test(plan, "deep_create").skip());
        assertNull(test(plan, "widgets_create").skip());
    }

    @Test
    void sdkTestsFalseLeavesTheTestsOut() throws IOException {
        assertFalse(testsPlan("sdk: {name: widgets, version: 1.0.0, tests: false}").tests().any());
        assertTrue(testsPlan("sdk: {name: widgets, version: 1.0.0, tests: true}").tests().any());
    }
}
