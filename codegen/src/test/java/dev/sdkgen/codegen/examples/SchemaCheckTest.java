package dev.sdkgen.codegen.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.engine.Engine;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** {@link SchemaCheck} and {@link SpecExamples} on the examples gate's fixture ({@code codegen/src/test/fixtures/examples}). */
class SchemaCheckTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Engine.Validation ZOO = Engine.validate(Fixtures.codegen("examples"));

    private static SchemaCheck.Violation check(String value, String schema) throws Exception {
        return new SchemaCheck(ZOO.spec()).check(JSON.readTree(value), JSON.readTree("{\"$ref\": \"#/components/schemas/" + schema + "\"}"));
    }

    @Test
    void validExamplesPass() throws Exception {
        assertNull(check("{\"name\": \"Tom\", \"kind\": \"cat\", \"owner\": null, \"tags\": {\"a\": \"1\"}, \"extra\": [1]}", "AnimalCreate"));
        assertNull(check("{\"id\": 1, \"name\": \"Rex\", \"kind\": \"dog\", \"diet\": {\"type\": \"meat\", \"grams\": 2}}", "Animal"));
        assertNull(check("{\"type\": \"plants\", \"kinds\": [\"hay\"]}", "Diet"));
    }

    @Test
    void eachViolationIsNamedWithWhereItIs() throws Exception {
        assertEquals("missing required field at / (name)", check("{\"kind\": \"dog\"}", "AnimalCreate").describe());
        assertEquals("wrong type at /age (expected integer, got string)",
                check("{\"name\": \"a\", \"kind\": \"dog\", \"age\": \"3\"}", "AnimalCreate").describe());
        assertEquals("value not in enum at /kind (\"cow\")", check("{\"name\": \"a\", \"kind\": \"cow\"}", "AnimalCreate").describe());
        assertEquals("null where the schema does not allow it at /name", check("{\"name\": null, \"kind\": \"dog\"}", "AnimalCreate").describe());
        assertEquals("property the schema does not declare at / (colour)",
                check("{\"name\": \"a\", \"kind\": \"dog\", \"colour\": \"red\"}", "AnimalCreate").describe());
        assertEquals("wrong type at /tags/a (expected string, got integer)",
                check("{\"name\": \"a\", \"kind\": \"dog\", \"tags\": {\"a\": 1}}", "AnimalCreate").describe());
        assertEquals("matches no variant of oneOf", check("{\"type\": \"fish\"}", "Diet").kind());
        assertEquals("wrong type at /parent/parent/age (expected integer, got number)",
                check("{\"name\": \"a\", \"kind\": \"dog\", \"parent\": {\"name\": \"b\", \"kind\": \"dog\", \"parent\": "
                        + "{\"name\": \"c\", \"kind\": \"dog\", \"age\": 1.5}}}", "AnimalCreate").describe());
    }

    @Test
    void aSchemaWithPropertiesAndNoTypeIsAnObject() throws Exception {
        // Xero's Folder: properties, no type; its examples are strings holding JSON, which no SDK type can accept
        SchemaCheck check = new SchemaCheck(ZOO.spec());
        String folder = "{\"properties\": {\"Name\": {\"type\": \"string\"}}}";
        assertEquals("wrong type at / (expected object, got string)",
                check.check(JSON.readTree("\"{\\\"Name\\\": \\\"a\\\"}\""), JSON.readTree(folder)).describe());
        assertNull(check.check(JSON.readTree("{\"Name\": \"a\"}"), JSON.readTree(folder)));
        assertNull(check.check(JSON.readTree("\"text\""), JSON.readTree("{\"description\": \"anything\"}")));
    }

    @Test
    void examplesAreCollectedFromEveryPlaceOnce() {
        List<String> found = SpecExamples.collect(ZOO.spec(), ZOO.model()).stream()
                .map(e -> e.operation() + " | " + e.subject() + " | " + e.pointer()).collect(Collectors.toList());
        assertEquals(List.of(
                "get /animals | query parameter limit | /paths/~1animals/get/parameters/0/example",
                "get /animals | query parameter kind | /paths/~1animals/get/parameters/1/examples/cat/value",
                "get /animals | response 200 | /components/examples/TwoAnimals/value",
                "post /animals | request body | /paths/~1animals/post/requestBody/content/application~1json/examples/full/value",
                "post /animals | request body | /paths/~1animals/post/requestBody/content/application~1json/examples/minimal/value",
                "post /animals | request body | /paths/~1animals/post/requestBody/content/application~1json/examples/missingName/value",
                "post /animals | request body | /paths/~1animals/post/requestBody/content/application~1json/examples/undeclared/value",
                "post /animals | request body | /paths/~1animals/post/requestBody/content/application~1json/examples/wrongAge/value",
                "post /animals | request body | /paths/~1animals/post/requestBody/content/application~1json/examples/extraKeys/value",
                "post /animals | request body | /paths/~1animals/post/requestBody/content/application~1json/examples/anyOfBoth/value",
                "post /animals | request body | /paths/~1animals/post/requestBody/content/application~1json/examples/anyOfFreeForm/value",
                "post /animals | response 201 | /paths/~1animals/post/responses/201/content/application~1json/example",
                "post /animals | response 201 | /components/schemas/Animal/example",
                "get /animals/{animal_id} | path parameter animal_id | /paths/~1animals~1{animal_id}/get/parameters/0/schema/examples/0",
                "post /animals/{animal_id}/photos | request body | /paths/~1animals~1{animal_id}~1photos/post/requestBody/content/"
                        + "multipart~1form-data/examples/text/value",
                "post /animals/{animal_id}/photos | request body | /paths/~1animals~1{animal_id}~1photos/post/requestBody/content/"
                        + "multipart~1form-data/examples/numberPhoto/value"),
                found);
    }
}
