package dev.sdkgen.gateway;

import static dev.sdkgen.gateway.Api.authed;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The gateway as it runs in production (the prod profile, nothing about Git configured): a local
 * path or {@code file:} URL — here a real repository on this machine — and plain http:// are
 * refused at registration.
 */
@QuarkusTest
@TestProfile(LocalRepositoriesOffTest.Production.class)
@WithTestResource(PlatformTestResource.class)
class LocalRepositoriesOffTest {

    public static class Production implements QuarkusTestProfile {
        @Override
        public String getConfigProfile() {
            return "prod";
        }

        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("sdkgen.gateway.api-tokens", Api.TOKEN, "sdkgen.gateway.webhook-secret", "s");
        }
    }

    @Test
    void localPathsAndPlainHttpAreOffByDefault() {
        var repo = Api.acmeRepository();
        for (String url : new String[] {repo.url(), "file://" + repo.url()}) {
            authed().contentType(ContentType.JSON)
                    .body(Map.of("name", "n", "config_repository", Map.of("url", url, "branch", "main")))
                    .post("/api/v1/projects").then().statusCode(422)
                    .body("error.code", equalTo("repository_not_allowed"))
                    .body("error.message", containsString("local repository paths are disabled"));
        }
        authed().contentType(ContentType.JSON)
                .body(Map.of("name", "n", "config_repository", Map.of("url", "http://git.example.test/a.git", "branch", "main")))
                .post("/api/v1/projects").then().statusCode(422)
                .body("error.message", containsString("plain http://"));
    }
}
