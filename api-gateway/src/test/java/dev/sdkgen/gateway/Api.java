package dev.sdkgen.gateway;

import static io.restassured.RestAssured.given;

import dev.sdkgen.testsupport.ConfigRepository;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/** Helpers for calling the gateway as a user would. */
final class Api {

    static final String TOKEN = "test-token-1";

    private Api() {
    }

    static RequestSpecification authed() {
        return given().header("Authorization", "Bearer " + TOKEN);
    }

    static ConfigRepository acmeRepository() {
        try {
            return ConfigRepository.create(Files.createTempDirectory("sdkgen-gw-repo-"),
                    ConfigRepository.example("acme"), "main");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Path tempDir() {
        try {
            return Files.createTempDirectory("sdkgen-gw-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static JsonPath register(ConfigRepository repo, String branch) {
        return authed().contentType(ContentType.JSON)
                .body(Map.of("name", "acme", "config_repository", Map.of("url", repo.url(), "branch", branch),
                        "start_builds", false))
                .post("/api/v1/projects").then().statusCode(201).extract().jsonPath();
    }

    static String buildPath(String project, String target) {
        return "/api/v1/projects/" + project + "/sdk-targets/" + target + "/sdk-builds";
    }
}
