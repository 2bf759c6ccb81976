package dev.sdkgen.engine.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.init.ConfigGuesser;
import dev.sdkgen.engine.testing.Blocks;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the IR keeps of a {@code text/event-stream} response, and sdkgen.yaml's {@code event_schemas}. */
class EventStreamsTest extends EngineTest {
    private static final String STREAMS = """
            openapi: 3.1.0
            info: {title: T, version: 1.0.0}
            paths:
              /chat:
                post:
                  operationId: createChat
                  requestBody:
                    content:
                      application/json:
                        schema: {type: object, properties: {stream: {type: boolean}}}
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json: {schema: {$ref: '#/components/schemas/Chat'}}
                        text/event-stream: {schema: {$ref: '#/components/schemas/ChatChunk'}}
              /logs:
                get:
                  operationId: streamLogs
                  responses:
                    '200':
                      description: ok
                      content:
                        text/event-stream: {}
              /jobs:
                get:
                  responses:
                    '200':
                      description: ok
                      content:
                        text/event-stream:
                          itemSchema:
                            oneOf:
                              - {type: object, properties: {event: {const: progress}, data: {$ref: '#/components/schemas/Chat'}}}
                              - {type: object, properties: {event: {enum: [done]}, data: {type: string}}}
            components:
              schemas:
                Chat: {type: object, properties: {id: {type: string}}}
                ChatChunk: {type: object, properties: {delta: {type: string}}}
                StreamLogsEvent: {type: object, properties: {line: {type: string}}}
            """;

    private static String config(String extra) {
        return Repo.config("openapi.yaml", """
                chat:
                  methods:
                    create: post /chat
                    logs: get /logs
                    jobs: get /jobs
                """) + extra;
    }

    @Test
    void theEventStreamIsKeptBesideTheJsonBodyAndOnItsOwn() {
        SdkModel model = model(STREAMS, config(""));
        Response create = method(model, "create").success();
        assertEquals("application/json", create.contentType());
        assertEquals(new TypeRef.Named("Chat"), create.type());
        assertEquals(new TypeRef.Named("ChatChunk"), create.stream().type());
        assertFalse(create.stream().named());
        Response logs = method(model, "logs").success();
        assertEquals("text/event-stream", logs.contentType());
        assertEquals(TypeRef.string(), logs.stream().type(), "no schema: the data is text");
        EventStream jobs = method(model, "jobs").success().stream();
        assertTrue(jobs.named(), "OpenAPI 3.2's itemSchema of event objects names the events");
        assertEquals(List.of("progress", "done"), jobs.events().stream().map(EventStream.NamedEvent::name).toList());
        assertEquals(List.of(new TypeRef.Named("Chat"), TypeRef.string()),
                jobs.events().stream().map(EventStream.NamedEvent::data).toList());
        assertEquals(model, IrJson.read(IrJson.write(model)), "the event stream survives the IR's JSON");
    }

    @Test
    void eventSchemasNamesTheDataOfAnUntypedStream() {
        SdkModel model = model(STREAMS, config("""
                event_schemas:
                  get /logs: StreamLogsEvent
                """));
        assertEquals(new TypeRef.Named("StreamLogsEvent"), method(model, "logs").success().stream().type());
        assertEquals(new TypeRef.Named("ChatChunk"), method(model, "create").success().stream().type(), "other operations keep theirs");
    }

    @Test
    void eventSchemasEntriesAreChecked() {
        repo().file("openapi.yaml", STREAMS).file("sdkgen.yaml", config("""
                event_schemas:
                  get /logs: LogLine
                  get /nowhere: Chat
                  fetch /logs: Chat
                """));
        var diagnostics = diagnostics();
        String missingSchema = Blocks.of(diagnostics, DiagnosticCode.SDKGEN202).get(0).render();
        assertTrue(missingSchema.contains("  Resource: event_schemas\n  Model: LogLine\n"), missingSchema);
        String missingOperation = Blocks.of(diagnostics, DiagnosticCode.SDKGEN201).get(0).render();
        assertTrue(missingOperation.contains("  Resource: event_schemas\n  Method: get /nowhere\n  Operation: get /nowhere"),
                missingOperation);
        String badKey = Blocks.of(diagnostics, DiagnosticCode.SDKGEN204).get(0).render();
        assertTrue(badKey.contains("  Method: fetch /logs\n  Expected format: <http-method> <path>\n  Resource: event_schemas"), badKey);
    }

    @Test
    void initWritesTheEntryWhenTheNamesTellIt() throws Exception {
        repo().file("openapi.yaml", STREAMS);
        ConfigGuesser.Init init = ConfigGuesser.init(dir, "openapi.yaml", "test");
        assertTrue(init.config().contains("event_schemas:\n  \"get /logs\": \"StreamLogsEvent\"\n")
                || init.config().contains("event_schemas:\n  get /logs: StreamLogsEvent\n"), init.config());
        repo().file("sdkgen.yaml", init.config());
        Engine.Validation v = run();
        assertTrue(v.ok(), v.report().toText());
        String twoFit = STREAMS.replace("StreamLogsEvent: {", "StreamLogsChunk: {type: string}\n    StreamLogsEvent: {");
        repo().file("openapi.yaml", twoFit);
        assertFalse(ConfigGuesser.init(dir, "openapi.yaml", "test").config().contains("event_schemas"),
                "two schemas fit: init cannot tell");
    }
}
