package dev.sdkgen.engine.ir;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.testing.Fixtures;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The SDK model built from the kitchen-sink fixture (OpenAPI 3.1) and the acme example (3.0). */
class IrBuilderTest {
    static SdkModel sink;
    static SdkModel acme;

    @BeforeAll
    static void build() {
        Engine.Validation v = Engine.validate(Fixtures.kitchenSink());
        assertTrue(v.ok(), v.report().toText());
        sink = v.model();
        Engine.Validation a = Engine.validate(Fixtures.acme());
        assertTrue(a.ok(), a.report().toText());
        acme = a.model();
    }

    private static Resource resource(SdkModel m, String... path) {
        Resource r = m.root();
        for (String name : path) {
            r = r.subresources().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
        }
        return r;
    }

    private static Method method(Resource r, String name) {
        return r.methods().stream().filter(m -> m.name().equals(name)).findFirst().orElseThrow();
    }

    private static TypeDef type(SdkModel m, String name) {
        TypeDef t = m.type(name);
        assertNotNull(t, name);
        return t;
    }

    private static TypeDef.Property property(TypeDef t, String name) {
        return ((TypeDef.ObjectType) t).properties().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void identityAndClient() {
        assertEquals(SdkModel.IR_VERSION, sink.irVersion());
        assertEquals("KitchenSink", sink.sdk().clientName());
        assertEquals("@kitchen/sink", sink.sdk().packages().get(dev.sdkgen.engine.config.Target.TYPESCRIPT));
        assertEquals(List.of("typescript", "python", "go", "java"), sink.sdk().targets());
        assertEquals("https://eu.kitchen.test/v1", sink.client().baseUrl(), "server variables take their defaults");
        assertEquals(new Auth(Auth.Kind.HEADER, "X-Kitchen-Token", "tokenHeader"), sink.client().auth());
        assertEquals("KITCHEN_TOKEN", sink.client().apiKeyEnv());
        assertEquals(new RetryPolicy(3, List.of(429, 503), 10, 100, false), sink.retries());
        assertEquals("3.1.0", sink.api().openapiVersion());

        assertEquals("Acme", acme.sdk().clientName());
        assertEquals(Auth.Kind.BEARER, acme.client().auth().kind());
        assertEquals("ACME_API_KEY", acme.client().apiKeyEnv());
    }

    @Test
    void resourceTreeFollowsTheConfig() {
        assertEquals(List.of("health"), sink.root().methods().stream().map(Method::name).toList());
        assertEquals(List.of("projects", "events", "activity", "nodes"), sink.root().subresources().stream().map(Resource::name).toList());
        Resource projects = resource(sink, "projects");
        assertEquals(List.of("list", "create", "retrieve", "update", "delete", "archive"),
                projects.methods().stream().map(Method::name).toList(), "legacy_export is x-sdkgen-ignore");
        assertEquals(List.of("Project", "ProjectStatus"), projects.models());
        assertEquals("projects.tasks.comments", resource(sink, "projects", "tasks", "comments").path());
    }

    @Test
    void pathParametersInPathOrderFromTheOutermostResource() {
        Method list = method(resource(sink, "projects", "tasks", "comments"), "list");
        assertEquals(List.of("project_id", "task_id"), list.pathParams().stream().map(Parameter::name).toList());
        assertTrue(list.pathParams().stream().allMatch(Parameter::required));
        assertEquals(List.of("page", "per_page"), list.queryParams().stream().map(Parameter::name).toList());
        Method retrieve = method(resource(sink, "projects"), "retrieve");
        assertEquals(List.of("X-Request-Id"), retrieve.headerParams().stream().map(Parameter::name).toList());
        assertEquals(new TypeRef.Primitive(TypeRef.Scalar.INTEGER, "int64"), method(resource(sink, "nodes"), "retrieve").pathParams().get(0).type());
    }

    @Test
    void bodiesResponsesAndTheirNames() {
        Method create = method(resource(sink, "projects"), "create");
        assertEquals(RequestBody.Encoding.JSON, create.body().encoding());
        assertTrue(create.body().required());
        assertEquals(new TypeRef.Named("ProjectCreateParams"), create.body().type(), "inline body → <Singular><Verb>Params");
        assertEquals("ProjectCreateQuery", create.paramsType(), "the body took the Params name");
        assertEquals("ProjectListParams", method(resource(sink, "projects"), "list").paramsType());
        assertEquals(new TypeRef.Named("ProjectCreateParamsSettings"), property(type(sink, "ProjectCreateParams"), "settings").type());
        assertEquals(new TypeRef.Named("Project"), create.success().type());
        assertEquals("201", create.success().status());
        assertEquals(List.of("422"), create.errors().stream().map(Response::status).toList());
        Method delete = method(resource(sink, "projects"), "delete");
        assertNull(delete.success().type(), "204 has no body");
        assertTrue(delete.deprecated());
        assertEquals(new TypeRef.ArrayOf(new TypeRef.Named("Event")), method(resource(sink, "events"), "list").success().type());
    }

    @Test
    void paginationOfEachKind() {
        Pagination offset = method(resource(sink, "projects"), "list").pagination();
        assertEquals(new Pagination(Pagination.Kind.OFFSET, "data", new TypeRef.Named("Project"), "limit", "offset", null, null, null, null, "total"), offset);
        Pagination cursor = method(resource(sink, "projects", "tasks"), "list").pagination();
        assertEquals(new Pagination(Pagination.Kind.CURSOR, "tasks", new TypeRef.Named("Task"), "limit", null, null, "after", "id", "has_more", null), cursor);
        Pagination page = method(resource(sink, "projects", "tasks", "comments"), "list").pagination();
        assertEquals(new Pagination(Pagination.Kind.PAGE, "data", new TypeRef.Named("Comment"), "per_page", null, "page", null, null, "has_more", null), page);
        assertNull(method(resource(sink, "events"), "list").pagination());
        Pagination token = method(resource(sink, "activity"), "list").pagination();
        assertEquals(new Pagination(Pagination.Kind.CURSOR, "entries", new TypeRef.Named("Activity"), "page_size", null, null,
                "page_token", null, null, null, "meta.next_page_token", "last_page", null), token,
                "the page_tokens scheme of sdkgen.yaml, by shape");
        Pagination search = method(resource(sink, "activity"), "search").pagination();
        assertEquals(new Pagination(Pagination.Kind.CURSOR, "results", new TypeRef.Named("Activity"), null, null, null,
                null, null, null, null, "next_page_token", null, "page_token"), search, "search_tokens: the cursor in the body");
        Pagination link = method(resource(sink, "activity"), "feed").pagination();
        assertEquals(new Pagination(Pagination.Kind.LINK, null, new TypeRef.Named("Activity"), "per_page", null, null,
                null, null, null, null, null, null, null), link, "link_header by shape: the response documents a Link header");
        assertNull(method(resource(sink, "events"), "list").pagination(), "a bare array without a Link header: no link scheme");
    }

    @Test
    void retriesDisabledPerOperation() {
        assertFalse(method(resource(sink, "projects"), "archive").retriesEnabled());
        assertTrue(method(resource(sink, "projects"), "create").retriesEnabled());
    }

    @Test
    void allOfFlattensPropertiesAndNamesParents() {
        TypeDef.ObjectType project = (TypeDef.ObjectType) type(sink, "Project");
        assertEquals(List.of("Resource"), project.parents());
        assertEquals(List.of("id", "created_at", "name", "status", "description", "priority", "labels", "owner", "+1", "-1",
                "class", "2fa_required", "score"), project.properties().stream().map(TypeDef.Property::name).toList());
        assertTrue(property(project, "id").required(), "required comes from the parent");
        assertTrue(property(project, "name").required());
        assertFalse(property(project, "owner").required());
        assertEquals(new TypeRef.Nullable(TypeRef.string()), property(project, "description").type(), "3.1 type: [string, 'null']");
        assertEquals(new TypeRef.MapOf(TypeRef.string()), property(project, "labels").type());
        assertEquals(new TypeRef.Union(List.of(TypeRef.string(), new TypeRef.Primitive(TypeRef.Scalar.NUMBER, null))),
                property(project, "score").type(), "a union of scalars stays inline");
        assertTrue(project.docs().description().contains("*/ and \"\"\""), "docs are kept as written; emitters escape");
    }

    @Test
    void enumsUnionsAndRecursion() {
        TypeDef.EnumType status = (TypeDef.EnumType) type(sink, "ProjectStatus");
        assertEquals(TypeRef.Scalar.STRING, status.base());
        assertEquals(List.of("active", "archived", "deleted"), status.values().stream().map(v -> v.asText()).toList());
        assertEquals(TypeRef.Scalar.INTEGER, ((TypeDef.EnumType) type(sink, "ProjectPriority")).base());

        TypeDef.UnionType event = (TypeDef.UnionType) type(sink, "Event");
        assertTrue(event.exclusive());
        assertEquals(List.of(new TypeRef.Named("TaskCreatedEvent"), new TypeRef.Named("ProjectArchivedEvent")), event.variants());
        assertEquals("type", event.discriminator().property());
        assertEquals(Map.of("task.created", "TaskCreatedEvent", "project.archived", "ProjectArchivedEvent"), event.discriminator().mapping());
        assertInstanceOf(TypeRef.Literal.class, property(type(sink, "TaskCreatedEvent"), "type").type());

        TypeDef node = type(sink, "Node");
        assertEquals(new TypeRef.Nullable(new TypeRef.Named("Node")), property(node, "parent").type(), "oneOf [Node, null]");
        assertEquals(new TypeRef.ArrayOf(new TypeRef.Named("Node")), property(node, "children").type());
        assertEquals(new TypeRef.Named("User"), property(type(sink, "User"), "manager").type());
    }

    @Test
    void onlyReachableTypesAreBuiltAndTheyAreSorted() {
        List<String> names = sink.types().stream().map(TypeDef::name).toList();
        assertEquals(names.stream().sorted().toList(), names);
        assertTrue(names.contains("ProjectStatus") && names.contains("Resource"));
        assertFalse(names.contains("ExportResponse"));
    }

    @Test
    void jsonRoundTripAndDeterminism() {
        String json = IrJson.write(sink);
        assertEquals(sink, IrJson.read(json));
        // as the spec-validator stores it and the codegen-worker reads it: the same document in UTF-8 bytes
        assertArrayEquals(json.getBytes(java.nio.charset.StandardCharsets.UTF_8), IrJson.bytes(sink));
        assertEquals(sink, IrJson.read(IrJson.bytes(sink)));
        assertEquals(json, IrJson.write(Engine.validate(Fixtures.kitchenSink()).model()), "same inputs, same model");
        assertTrue(json.startsWith("{\"irVersion\":" + SdkModel.IR_VERSION));
    }
}
