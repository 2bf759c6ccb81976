package dev.sdkgen.engine.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.sdkgen.engine.testing.EngineTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which request content types an operation's methods send (one method per choice a caller needs), the type of a
 * JSON Patch body, and the documented proxy-path rule for path parameters that may hold "/".
 */
class ContentChoicesTest extends EngineTest {
    private static final String SPEC = """
            openapi: 3.0.3
            info: {title: Choices, version: "1"}
            servers:
              - url: https://api.example.test
            paths:
              /pods/{name}:
                patch:
                  parameters:
                    - {name: name, in: path, required: true, schema: {type: string}}
                  requestBody:
                    required: true
                    content:
                      application/json-patch+json: {schema: {$ref: '#/components/schemas/Patch'}}
                      application/merge-patch+json: {schema: {$ref: '#/components/schemas/Patch'}}
                      application/strategic-merge-patch+json: {schema: {$ref: '#/components/schemas/Patch'}}
                      application/apply-patch+yaml: {schema: {$ref: '#/components/schemas/Patch'}}
                  responses:
                    '204': {description: none}
              /pets:
                post:
                  requestBody:
                    content:
                      application/json: {schema: {$ref: '#/components/schemas/Pet'}}
                      application/xml: {schema: {$ref: '#/components/schemas/Pet'}}
                      application/x-www-form-urlencoded: {schema: {$ref: '#/components/schemas/Pet'}}
                      multipart/form-data: {schema: {$ref: '#/components/schemas/Pet'}}
                  responses:
                    '204': {description: none}
              /documents:
                post:
                  requestBody:
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          properties:
                            file: {type: string, format: binary}
                      application/json:
                        schema:
                          type: object
                          properties:
                            url: {type: string}
                  responses:
                    '204': {description: none}
              /repos/{owner}/contents/{path}:
                get:
                  parameters:
                    - {name: owner, in: path, required: true, schema: {type: string}}
                    - {name: path, in: path, required: true, schema: {type: string}}
                  responses:
                    '204': {description: none}
              /files/{file_path}/meta:
                get:
                  parameters:
                    - {name: file_path, in: path, required: true, schema: {type: string}}
                  responses:
                    '204': {description: none}
              /refs/{ref}:
                get:
                  parameters:
                    - name: ref
                      in: path
                      required: true
                      description: The reference; it may contain slashes (heads/main).
                      schema: {type: string}
                  responses:
                    '204': {description: none}
              /things/{id}:
                get:
                  parameters:
                    - {name: id, in: path, required: true, description: An id (never a path), schema: {type: string}}
                  responses:
                    '204': {description: none}
            components:
              schemas:
                Patch: {type: object, description: A patch}
                Pet:
                  type: object
                  properties:
                    name: {type: string}
            """;

    private static final String CONFIG = """
            sdk:
              name: choices
              version: 1.0.0
            spec:
              path: openapi.yaml
            targets: [typescript]
            resources:
              things:
                methods:
                  update: patch /pods/{name}
                  create: post /pets
                  upload: post /documents
                  contents: get /repos/{owner}/contents/{path}
                  meta: get /files/{file_path}/meta
                  ref: get /refs/{ref}
                  retrieve: get /things/{id}
            """;



    private SdkModel model() {
        return model(SPEC, CONFIG);
    }

    @Test
    void aPatchOffersEachPatchFormatAsAMethodOfItsOwn() {
        SdkModel model = model();
        List<String> names = model.root().subresources().get(0).methods().stream().map(Method::name).toList();
        assertEquals(List.of("update", "update_json_patch", "update_strategic_merge_patch", "create", "upload",
                "upload_multipart", "contents", "meta", "ref", "retrieve"), names,
                "merge-patch is the preferred body; no method for YAML, XML, or a form/multipart without a file");
        assertEquals("application/merge-patch+json", method(model, "update").body().contentType());
        assertEquals("application/json-patch+json", method(model, "update_json_patch").body().contentType());
        assertEquals("application/strategic-merge-patch+json", method(model, "update_strategic_merge_patch").body().contentType());
        assertEquals("application/json", method(model, "create").body().contentType());
        assertEquals("application/json", method(model, "upload").body().contentType(), "JSON is preferred");
        assertEquals(RequestBody.Encoding.MULTIPART, method(model, "upload_multipart").body().encoding());
    }

    @Test
    void aJsonPatchWithAnOpenSchemaIsAnArrayOfOperations() {
        SdkModel model = model();
        TypeRef.ArrayOf array = assertInstanceOf(TypeRef.ArrayOf.class, method(model, "update_json_patch").body().type());
        assertEquals(new TypeRef.Named("JsonPatchOperation"), array.items());
        TypeDef.ObjectType op = assertInstanceOf(TypeDef.ObjectType.class, model.type("JsonPatchOperation"));
        assertEquals(List.of("op", "path", "value", "from"), op.properties().stream().map(TypeDef.Property::name).toList());
        assertEquals(new TypeRef.Named("Patch"), method(model, "update").body().type(), "a merge patch is what the spec gives");
    }

    @Test
    void aLastSegmentPathParameterNamedOrDocumentedAsAPathKeepsItsSlashes() {
        SdkModel model = model();
        assertEquals(List.of(false, true), method(model, "contents").pathParams().stream().map(Parameter::allowReserved).toList());
        assertEquals(List.of(false), method(model, "meta").pathParams().stream().map(Parameter::allowReserved).toList(),
                "not the last segment");
        assertEquals(List.of(true), method(model, "ref").pathParams().stream().map(Parameter::allowReserved).toList(),
                "its description says it may contain slashes");
        assertEquals(List.of(false), method(model, "retrieve").pathParams().stream().map(Parameter::allowReserved).toList());
    }
}
