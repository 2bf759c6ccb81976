package dev.sdkgen.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.sdkgen.engine.Engine;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import java.io.InputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The OpenAPI description the gateway serves (GET /api/v1/openapi.yaml) is accurate: its operations are exactly the
 * routes of the gateway's JAX-RS resources (found by reflection: a route added without its description, or a
 * description left after its route went, fails here), and it validates with sdkgen itself, as the Config Repository
 * examples/sdkgen-service.
 */
class OpenApiDescriptionTest {

    private static final String PREFIX = "/api/v1";

    @Test
    void everyRouteIsDescribedAndNothingElse() throws Exception {
        Set<String> served = new TreeSet<>();
        java.nio.file.Path classes = java.nio.file.Path.of(OpenApiResource.class.getProtectionDomain().getCodeSource()
                .getLocation().toURI()).resolve(OpenApiResource.class.getPackageName().replace('.', '/'));
        try (Stream<java.nio.file.Path> files = Files.list(classes)) {
            for (java.nio.file.Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                String name = file.getFileName().toString().replace(".class", "");
                Class<?> type = Class.forName(OpenApiResource.class.getPackageName() + "." + name);
                Path root = type.getAnnotation(Path.class);
                if (root != null && !type.isInterface() && root.value().startsWith(PREFIX)) {
                    served.addAll(routes(type, root.value().substring(PREFIX.length())));
                }
            }
        }
        Set<String> described = new TreeSet<>();
        JsonNode spec = new ObjectMapper(new YAMLFactory()).readTree(description());
        spec.path("paths").fields().forEachRemaining(p -> p.getValue().fieldNames().forEachRemaining(m -> {
            if (!m.equals("parameters")) {
                described.add(m.toUpperCase() + " " + p.getKey());
            }
        }));
        assertTrue(served.size() >= 25, "the reflection found the gateway's routes: " + served);
        assertTrue(served.contains("GET /projects/{projectId}/sdk-targets/{targetId}/sdk-builds/{buildId}/logs"), served.toString());
        assertEquals(served, described, "the routes served (left) and described (right) differ");
        assertEquals("http://127.0.0.1:8080/api/v1", spec.path("servers").path(0).path("url").asText());
    }

    private static List<String> routes(Class<?> type, String prefix) {
        List<String> routes = new java.util.ArrayList<>();
        for (Method method : type.getDeclaredMethods()) {
            for (Annotation a : method.getAnnotations()) {
                HttpMethod http = a.annotationType().getAnnotation(HttpMethod.class);
                if (http != null) {
                    Path sub = method.getAnnotation(Path.class);
                    String path = prefix + (sub == null ? "" : (sub.value().startsWith("/") ? "" : "/") + sub.value());
                    // a JAX-RS template's regular expression ({path: .+}) is not part of the OpenAPI path
                    routes.add(http.value() + " " + (path.isEmpty() ? "/" : path.replaceAll("\\{(\\w+):[^}]*}", "{$1}")));
                }
            }
        }
        return routes;
    }

    @Test
    void theDescriptionValidatesWithSdkgen() throws Exception {
        java.nio.file.Path repo = Files.createTempDirectory("sdkgen-openapi-");
        Files.copy(java.nio.file.Path.of("../examples/sdkgen-service/sdkgen.yaml"), repo.resolve("sdkgen.yaml"));
        Files.createDirectories(repo.resolve("openapi"));
        Files.write(repo.resolve("openapi/sdkgen-service.yaml"), description());
        Engine.Validation validation = Engine.validate(repo);
        assertTrue(validation.ok(), String.join("\n", validation.log()));
        assertEquals(0, validation.report().diagnostics().size(), String.join("\n", validation.log()));
        assertTrue(validation.model() != null);
    }

    /** The bytes the gateway serves: the class-path copy of examples/sdkgen-service/openapi/sdkgen-service.yaml. */
    static byte[] description() throws Exception {
        try (InputStream in = OpenApiResource.class.getClassLoader().getResourceAsStream(OpenApiResource.RESOURCE)) {
            return in.readAllBytes();
        }
    }
}
