package dev.sdkgen.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 12: the Kubernetes manifests under {@code deploy/k8s} are valid against Kubernetes' own
 * schemas (kubeconform, strict: an unknown or misspelt field fails), every one is in the
 * kustomization, and the validator does reject a broken manifest. The tools are fetched once into
 * {@code ~/.cache/sdkgen/} by {@code deploy/k8s/validate}.
 */
class KubernetesManifestsTest {

    private static final Path ROOT = ServiceProcess.repositoryRoot();
    private static final Path K8S = ROOT.resolve("deploy/k8s");

    @Test
    void everyManifestIsValidAndInTheKustomization() throws Exception {
        Result result = validate(K8S);
        assertEquals(0, result.exit(), result.output());
        Matcher summary = Pattern.compile("Summary: (\\d+) resources found in (\\d+) files - Valid: (\\d+), Invalid: 0, "
                + "Errors: 0, Skipped: (\\d+)").matcher(result.output());
        assertTrue(summary.find(), result.output());
        // Namespace, ConfigMap, Secret, 4 Deployments, 1 StatefulSet, 3 Services; the custom resources skipped
        assertEquals(11, Integer.parseInt(summary.group(3)), result.output());
        assertEquals(9, Integer.parseInt(summary.group(4)), "Kafka, KafkaNodePool, 5 KafkaTopics, 2 ScaledObjects: "
                + result.output());

        String kustomization = Files.readString(K8S.resolve("kustomization.yaml"));
        try (Stream<Path> files = Files.list(K8S)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".yaml")).toList()) {
                String name = f.getFileName().toString();
                if (!name.equals("kustomization.yaml")) {
                    assertTrue(kustomization.contains("  - " + name + "\n"), name + " is not in kustomization.yaml");
                }
            }
        }
    }

    @Test
    void aMisspeltFieldOrAWrongTypeFailsTheValidation(@TempDir Path dir) throws Exception {
        String gateway = Files.readString(K8S.resolve("api-gateway.yaml"));
        Files.writeString(dir.resolve("misspelt.yaml"), gateway.replace("readinessProbe:", "readynessProbe:"));
        Result misspelt = validate(dir);
        assertNotEquals(0, misspelt.exit(), misspelt.output());
        assertTrue(misspelt.output().contains("readynessProbe"), misspelt.output());

        Files.delete(dir.resolve("misspelt.yaml"));
        Files.writeString(dir.resolve("type.yaml"), gateway.replace("replicas: 2", "replicas: two"));
        Result type = validate(dir);
        assertNotEquals(0, type.exit(), type.output());
    }

    private record Result(int exit, String output) {
    }

    private static Result validate(Path dir) throws IOException, InterruptedException {
        Path output = Files.createTempFile("kubeconform", ".log");
        try {
            Process process = new ProcessBuilder(K8S.resolve("validate").toString(), dir.toString())
                    .directory(ROOT.toFile()).redirectErrorStream(true).redirectOutput(output.toFile()).start();
            if (!process.waitFor(10, TimeUnit.MINUTES)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                throw new AssertionError("deploy/k8s/validate did not finish in 10 minutes");
            }
            return new Result(process.exitValue(), Files.readString(output, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(output);
        }
    }
}
