package dev.sdkgen.codegen.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.testing.Toolchains;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The runtime files are what the manifest lists, self-contained, and marked as copied verbatim. */
class RuntimeFilesTest {

    private static final String HEADER_TEXT = "sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.";

    static List<String> manifest() throws IOException {
        try (InputStream in = RuntimeFilesTest.class.getResourceAsStream("/runtime/MANIFEST.txt")) {
            assertNotNull(in, "runtime/MANIFEST.txt is not on the classpath");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                    .toList();
        }
    }

    @Test
    void manifestListsExactlyTheRuntimeFiles() throws IOException {
        Path root = Toolchains.codegenDir().resolve("src/main/resources/runtime");
        List<String> onDisk;
        try (Stream<Path> files = Files.walk(root)) {
            onDisk = files.filter(Files::isRegularFile)
                    .map(f -> root.relativize(f).toString().replace('\\', '/'))
                    .filter(name -> !name.equals("MANIFEST.txt"))
                    .sorted()
                    .toList();
        }
        assertEquals(onDisk, manifest().stream().sorted().toList());
    }

    @Test
    void everyFileIsOnTheClasspathAndStartsWithTheVerbatimHeader() throws IOException {
        for (String name : manifest()) {
            try (InputStream in = RuntimeFilesTest.class.getResourceAsStream("/runtime/" + name)) {
                assertNotNull(in, name + " is not on the classpath");
                String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                String header = (name.startsWith("python/") ? "# " : "// ") + HEADER_TEXT;
                assertTrue(text.startsWith(header + "\n"), name + " lacks the header line");
                assertFalse(text.contains("\r"), name + " has CR line endings");
                assertTrue(text.endsWith("\n"), name + " lacks a final newline");
            }
        }
    }

    @Test
    void typeScriptImportsStayInsideTheCoreAndUseJsExtensions() throws IOException {
        Pattern imports = Pattern.compile("(?m)^\\s*(?:import|export)[^;]*?from\\s+'([^']+)'");
        for (String name : manifest()) {
            if (!name.startsWith("typescript/")) {
                continue;
            }
            String text = Files.readString(Toolchains.codegenDir().resolve("src/main/resources/runtime").resolve(name));
            Matcher matcher = imports.matcher(text);
            while (matcher.find()) {
                String target = matcher.group(1);
                assertTrue(target.matches("\\./[a-z]+\\.js"), name + " imports " + target + " (only ./<core file>.js allowed)");
            }
        }
    }

    @Test
    void pythonImportsOnlyTheStandardLibraryAndItsSiblings() throws IOException {
        Pattern imports = Pattern.compile("(?m)^(?:from\\s+(\\S+)\\s+import|import\\s+(\\S+))");
        List<String> stdlib = List.of("__future__", "asyncio", "base64", "builtins", "calendar", "contextvars", "dataclasses",
                "datetime", "email.utils", "http.client", "json", "logging", "os", "platform", "random", "re", "socket", "ssl", "sys",
                "threading", "time", "types", "typing", "urllib.error", "urllib.parse", "urllib.request", "uuid");
        for (String name : manifest()) {
            if (!name.startsWith("python/")) {
                continue;
            }
            String text = Files.readString(Toolchains.codegenDir().resolve("src/main/resources/runtime").resolve(name));
            Matcher matcher = imports.matcher(text);
            while (matcher.find()) {
                String module = matcher.group(1) != null ? matcher.group(1) : matcher.group(2);
                assertTrue(module.startsWith(".") || stdlib.contains(module), name + " imports " + module);
            }
        }
    }
}
