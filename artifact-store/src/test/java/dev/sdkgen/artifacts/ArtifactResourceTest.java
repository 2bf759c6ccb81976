package dev.sdkgen.artifacts;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.config.EncoderConfig;
import org.junit.jupiter.api.BeforeAll;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.io.ByteArrayOutputStream;
import java.util.HexFormat;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ArtifactResourceTest {

    @jakarta.inject.Inject
    ArchiveListings listings;

    @jakarta.inject.Inject
    BlobStore store;

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

    /** The files of a stored zip: listed relative to its top folder, text served as text, binary as bytes, paths checked. */
    @Test
    void listsAndServesTheFilesOfAnArchive() throws Exception {
        byte[] binary = {(byte) 0x89, 'P', 'N', 'G', 0, 1, 2};
        byte[] zip = zip("acme-go-1.5.0/", "go.mod", "module github.com/acme/acme-go\n", "internal/client.go",
                "package internal\n// café\n", "logo.png", binary);
        String id = given().contentType("application/zip").header("X-File-Name", "acme-go-1.5.0.zip").body(zip)
                .post("/internal/v1/artifacts").then().statusCode(201).extract().path("id");
        String files = "/internal/v1/artifacts/" + id + "/files";
        given().get(files).then().statusCode(200)
                .body("root", equalTo("acme-go-1.5.0/"))
                .body("files", hasSize(3))
                .body("files[0].path", equalTo("go.mod"))
                .body("files[0].size", equalTo(31))
                .body("files[0].sha256", equalTo(sha("module github.com/acme/acme-go\n".getBytes(StandardCharsets.UTF_8))))
                .body("files[0].text", equalTo(true))
                .body("files[1].path", equalTo("internal/client.go"))
                .body("files[2].path", equalTo("logo.png"))
                .body("files[2].text", equalTo(false));
        String file = "/internal/v1/artifacts/" + id + "/file";
        assertEquals("package internal\n// café\n", given().queryParam("path", "internal/client.go").get(file)
                .then().statusCode(200).contentType("text/plain; charset=UTF-8").extract().asString());
        assertArrayEquals(binary, given().queryParam("path", "logo.png").get(file)
                .then().statusCode(200).contentType("application/octet-stream").header("X-Checksum-SHA256", sha(binary))
                .extract().asByteArray());
        given().queryParam("path", "nope.go").get(file).then().statusCode(404).body("error.code", equalTo("file_not_found"));
        for (String bad : new String[] {"../acme-go-1.5.0/go.mod", "internal/../go.mod", "/go.mod", "./go.mod", "a//b", "a\\b", ""}) {
            given().queryParam("path", bad).get(file).then().statusCode(400).body("error.code", equalTo("invalid_path"));
        }
        String notZip = given().contentType("application/zip").header("X-File-Name", "x.zip").body(new byte[] {1, 2, 3})
                .post("/internal/v1/artifacts").then().statusCode(201).extract().path("id");
        given().get("/internal/v1/artifacts/" + notZip + "/files").then().statusCode(415).body("error.code", equalTo("not_an_archive"));
        given().get("/internal/v1/artifacts/" + "0".repeat(64) + "/files").then().statusCode(404).body("error.code", equalTo("not_found"));
    }

    /**
     * A listing is read from the archive once and kept (the archive is not opened again), the least recently used
     * goes beyond the bound, and a deleted archive's listing is dropped with it (404 after).
     */
    @Test
    void anArchivesListingIsKeptUntilTheArchiveIsDeleted() throws Exception {
        String id = given().contentType("application/zip").header("X-File-Name", "acme-go-1.6.0.zip")
                .body(zip("acme-go-1.6.0/", "go.mod", "module m " + System.nanoTime() + "\n"))
                .post("/internal/v1/artifacts").then().statusCode(201).extract().path("id");
        String files = "/internal/v1/artifacts/" + id + "/files";
        long before = listings.archivesOpened();
        given().get(files).then().statusCode(200).body("files.path", equalTo(java.util.List.of("go.mod")));
        assertEquals(before + 1, listings.archivesOpened(), "the first listing opens the archive");
        given().get(files).then().statusCode(200).body("root", equalTo("acme-go-1.6.0/")).body("files", hasSize(1));
        assertEquals(before + 1, listings.archivesOpened(), "the second is the kept one");
        org.junit.jupiter.api.Assertions.assertTrue(listings.has(id));

        given().delete("/internal/v1/artifacts/{id}", id).then().statusCode(200);
        org.junit.jupiter.api.Assertions.assertFalse(listings.has(id), "a deleted archive's listing is gone");
        given().get(files).then().statusCode(404).body("error.code", equalTo("not_found"));

        // bounded: with room for one, listing a second archive drops the first
        String other = given().contentType("application/zip").header("X-File-Name", "b.zip")
                .body(zip("b/", "x.txt", "x " + System.nanoTime())).post("/internal/v1/artifacts").then().statusCode(201)
                .extract().path("id");
        String third = given().contentType("application/zip").header("X-File-Name", "c.zip")
                .body(zip("c/", "y.txt", "y " + System.nanoTime())).post("/internal/v1/artifacts").then().statusCode(201)
                .extract().path("id");
        ArchiveListings one = new ArchiveListings(store, 1);
        one.listing(other);
        one.listing(third);
        org.junit.jupiter.api.Assertions.assertFalse(one.has(other));
        org.junit.jupiter.api.Assertions.assertTrue(one.has(third));
        assertEquals("b/", one.listing(other).root());
        assertEquals(3, one.archivesOpened());
    }

    /** A zip of the given name/content pairs (String or byte[]) under one folder, with a directory entry. */
    static byte[] zip(String root, Object... entries) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(out)) {
            z.putNextEntry(new ZipEntry(root));
            z.closeEntry();
            for (int i = 0; i < entries.length; i += 2) {
                z.putNextEntry(new ZipEntry(root + entries[i]));
                z.write(entries[i + 1] instanceof byte[] b ? b : ((String) entries[i + 1]).getBytes(StandardCharsets.UTF_8));
                z.closeEntry();
            }
        }
        return out.toByteArray();
    }

    private static String sha(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }
}
