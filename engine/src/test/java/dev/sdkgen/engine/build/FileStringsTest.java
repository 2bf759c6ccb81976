package dev.sdkgen.engine.build;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sdkgen.engine.ir.SdkModel;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import org.junit.jupiter.api.Test;

/** A {@code format: binary} string is a file only in a multipart (or binary) body; inside JSON it is text. */
class FileStringsTest extends EngineTest {
    private static final TypeRef FILE = new TypeRef.Primitive(TypeRef.Scalar.STRING, "binary");

    private static final String SPEC = """
            openapi: 3.0.3
            info: {title: Files, version: 1.0.0}
            servers: [{url: https://files.test}]
            paths:
              /notes/{id}/attachments:
                post:
                  parameters:
                    - {name: id, in: path, required: true, schema: {type: string}}
                    - {name: digest, in: query, schema: {type: string, format: binary}}
                  requestBody:
                    required: true
                    content:
                      application/json:
                        schema: {$ref: '#/components/schemas/Attachment'}
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              raw: {type: string, format: binary}
                              parts: {type: array, items: {type: string, format: binary}}
              /uploads:
                post:
                  requestBody:
                    required: true
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          required: [file, meta]
                          properties:
                            file: {type: string, format: binary}
                            meta: {$ref: '#/components/schemas/Upload'}
                  responses:
                    '200':
                      description: the bytes
                      content:
                        application/octet-stream:
                          schema: {type: string, format: binary}
              /raw:
                put:
                  requestBody:
                    required: true
                    content:
                      application/octet-stream:
                        schema: {type: string, format: binary}
                  responses:
                    '204': {description: done}
            components:
              schemas:
                Attachment:
                  type: object
                  required: [filename, content]
                  properties:
                    filename: {type: string}
                    content: {type: string, format: binary}
                    thumbnails: {type: array, items: {type: string, format: binary}}
                Upload:
                  type: object
                  properties:
                    preview: {type: string, format: binary}
            """;

    private static final String RESOURCES = """
            notes:
              methods:
                attach: post /notes/{id}/attachments
                upload: post /uploads
                put_raw: put /raw
            """;

    private SdkModel model() {
        return model(SPEC, Repo.config("openapi.yaml", RESOURCES));
    }

    private static TypeRef property(SdkModel model, String type, String property) {
        TypeDef.ObjectType o = (TypeDef.ObjectType) model.types().stream().filter(t -> t.name().equals(type)).findFirst().orElseThrow();
        return o.properties().stream().filter(p -> p.name().equals(property)).findFirst().orElseThrow().type();
    }

    @Test
    void insideJsonABinaryStringIsAString() {
        SdkModel model = model();
        assertEquals(TypeRef.string(), property(model, "Attachment", "content"));
        assertEquals(new TypeRef.ArrayOf(TypeRef.string()), property(model, "Attachment", "thumbnails"));
        assertEquals(TypeRef.string(), property(model, "NoteAttachResponse", "raw"));
        assertEquals(new TypeRef.ArrayOf(TypeRef.string()), property(model, "NoteAttachResponse", "parts"));
        assertEquals(TypeRef.string(), method(model, "attach").queryParams().get(0).type(), "a query parameter is text too");
    }

    @Test
    void aMultipartBodyAndWhatItReachesKeepTheirFiles() {
        SdkModel model = model();
        assertEquals(FILE, property(model, "NoteUploadParams", "file"));
        assertEquals(FILE, property(model, "Upload", "preview"), "a named type a multipart body reaches");
        assertEquals(FILE, method(model, "upload").success().type(), "a binary response");
        assertEquals(FILE, method(model, "put_raw").body().type(), "a binary body");
    }
}
