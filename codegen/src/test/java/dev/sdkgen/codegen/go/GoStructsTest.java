package dev.sdkgen.codegen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.plan.Planner;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.testing.Fixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which Go structs decode tolerantly (docs/runtime-go.md, "Tolerant responses") and the names they keep free. */
class GoStructsTest {
    @TempDir
    Path repo;

    private SdkPlan plan() throws IOException {
        Files.writeString(repo.resolve("openapi.yaml"), """
                openapi: 3.0.3
                info: {title: Docs, version: "1"}
                servers: [{url: https://docs.example}]
                paths:
                  /docs:
                    post:
                      operationId: createDoc
                      requestBody:
                        required: true
                        content: {application/json: {schema: {$ref: '#/components/schemas/DocCreate'}}}
                      responses:
                        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Doc'}}}}
                    put:
                      operationId: replaceDoc
                      requestBody:
                        required: true
                        content: {application/json: {schema: {$ref: '#/components/schemas/Doc'}}}
                      responses:
                        '204': {description: done}
                components:
                  schemas:
                    Doc:
                      type: object
                      properties:
                        json: {type: string}
                        raw_json: {type: string}
                        extra_fields: {type: integer}
                        name: {type: string}
                    DocCreate:
                      type: object
                      properties:
                        json: {type: string}
                        extra_fields: {type: integer}
                """);
        Files.writeString(repo.resolve("sdkgen.yaml"), """
                sdk: {name: docs, version: 1.0.0}
                spec: {path: openapi.yaml}
                targets: [go]
                resources:
                  docs:
                    methods:
                      create: post /docs
                      replace: put /docs
                """);
        return Planner.plan(Fixtures.model(repo));
    }

    @Test
    void aStructThatResponsesCarryKeepsJsonRawJsonAndExtraFieldsFreeOfPropertyNames() throws IOException {
        GoStructs structs = new GoStructs(plan());
        assertEquals("JSON_", structs.field("Doc", "json"));
        assertEquals("RawJSON_", structs.field("Doc", "raw_json"));
        assertEquals("ExtraFields", structs.field("Doc", "extra_fields"));
        assertEquals("ExtraFields_", structs.extraFields("Doc"));
        assertEquals("Name", structs.field("Doc", "name"));
    }

    @Test
    void aRequestOnlyStructIsUnchanged() throws IOException {
        GoStructs structs = new GoStructs(plan());
        assertEquals("JSON", structs.field("DocCreate", "json"));
        assertNull(structs.extraFields("DocCreate"));
    }

    @Test
    void theModelsFilePrintsTheMetadataOnlyWhereResponsesGo() throws IOException {
        String models = new GoEmitter().emit(plan()).text("models.go");
        assertTrue(models.contains("""
                type Doc struct {
                	JSON_       Opt[string] `json:"json"`
                	RawJSON_    Opt[string] `json:"raw_json"`
                	ExtraFields Opt[int64]  `json:"extra_fields"`
                	Name        Opt[string] `json:"name"`
                	// JSON says how each field of a decoded Doc arrived (JSON.<Field>.Valid(), Raw()) and keeps the
                	// properties it does not name (JSON.ExtraFields_).
                	JSON struct {
                		JSON_        JSONField
                		RawJSON_     JSONField
                		ExtraFields  JSONField
                		Name         JSONField
                		ExtraFields_ map[string]JSONField
                		raw          string
                	} `json:"-"`
                }
                """), models);
        assertTrue(models.contains("return unmarshalModel(data, (*fields)(r), &r.JSON, &r.JSON.raw)"));
        assertTrue(models.contains("func (r Doc) RawJSON() string {"));
        assertFalse(models.contains("func (r *DocCreate) UnmarshalJSON"), models);
        assertFalse(models.contains("func (r DocCreate) RawJSON"), models);
    }
}
