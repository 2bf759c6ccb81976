package dev.sdkgen.artifacts;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.config.EncoderConfig;
import org.junit.jupiter.api.BeforeAll;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ArtifactResourceTest {

    @BeforeAll
    static void sendContentTypesAsGiven() {
        RestAssured.config = RestAssured.config().encoderConfig(
                EncoderConfig.encoderConfig().appendDefaultContentCharsetToContentTypeIfUndefined(false));
    }

    @Test
    void storesContentUnderItsSha256AndServesItBack() throws Exception {
        byte[] content = ("zip bytes " + System.nanoTime()).getBytes(StandardCharsets.UTF_8);
        String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
        String id = given().contentType("application/zip").header("X-File-Name", "acme-go.zip").body(content)
                .post("/internal/v1/artifacts")
                .then().statusCode(201)
                .body("sha256", equalTo(sha)).body("size", equalTo(content.length))
                .body("fileName", equalTo("acme-go.zip")).body("mediaType", equalTo("application/zip"))
                .extract().path("id");
        assertEquals(sha, id);
        byte[] back = given().get("/internal/v1/artifacts/{id}", id)
                .then().statusCode(200).header("X-Checksum-SHA256", sha).contentType("application/zip")
                .extract().asByteArray();
        assertArrayEquals(content, back);
        // same content again: same id, stored once
        given().contentType("application/zip").header("X-File-Name", "acme-go.zip").body(content)
                .post("/internal/v1/artifacts").then().statusCode(201).body("id", equalTo(sha));
    }

    @Test
    void unknownOrMalformedIdsAre404AndBadNamesAre400() {
        given().get("/internal/v1/artifacts/{id}", "0".repeat(64)).then().statusCode(404)
                .body("error.code", equalTo("not_found"));
        given().get("/internal/v1/artifacts/..%2F..%2Fetc%2Fpasswd").then().statusCode(404);
        given().contentType("application/zip").header("X-File-Name", "../evil").body(new byte[] {1})
                .post("/internal/v1/artifacts").then().statusCode(400).body("error.code", equalTo("invalid_request"));
        given().get("/q/health/ready").then().statusCode(200);
    }

    /** The retention job's deletion: a blob written after written-before stays (409), else it goes (200, its size). */
    @Test
    void deleteKeepsARecentlyWrittenBlobAndRemovesAnOlderOne() {
        byte[] content = ("retention bytes " + System.nanoTime()).getBytes(StandardCharsets.UTF_8);
        String id = given().contentType("application/zip").header("X-File-Name", "old.zip").body(content)
                .post("/internal/v1/artifacts").then().statusCode(201).extract().path("id");
        given().get("/internal/v1/disk").then().statusCode(200)
                .body("items[0].name", equalTo("artifacts"))
                .body("items[0].bytes", org.hamcrest.Matchers.greaterThanOrEqualTo(content.length))
                .body("items[0].files", org.hamcrest.Matchers.greaterThanOrEqualTo(2));
        given().delete("/internal/v1/artifacts/{id}?written-before=2020-01-01T00:00:00Z", id).then().statusCode(409)
                .body("error.code", equalTo("recently_written"));
        given().get("/internal/v1/artifacts/{id}", id).then().statusCode(200);
        given().delete("/internal/v1/artifacts/{id}?written-before=yesterday", id).then().statusCode(400);
        given().delete("/internal/v1/artifacts/{id}?written-before=2999-01-01T00:00:00Z", id).then().statusCode(200)
                .body("removed", equalTo(true)).body("bytes", equalTo(content.length));
        given().get("/internal/v1/artifacts/{id}", id).then().statusCode(404);
        given().get("/internal/v1/artifacts/{id}/meta", id).then().statusCode(404);
        given().delete("/internal/v1/artifacts/{id}", id).then().statusCode(404).body("error.code", equalTo("not_found"));
    }
}
