package dev.sdkgen.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tag of a delivered version, Go's major-version rule, and the archive a redelivery unpacks. */
class ReleaseTagsTest {

    @Test
    void everyLanguageTagsVVersionAndGoWarnsForAMajorWithoutItsSuffix() {
        assertEquals("v1.5.0", ReleaseTags.tag("typescript", "1.5.0"));
        assertEquals("v1.5.0", ReleaseTags.tag("go", "1.5.0"));
        assertEquals("v2.0.0-rc.1", ReleaseTags.tag("java", "2.0.0-rc.1"));
        assertEquals(Optional.empty(), ReleaseTags.warning("go", "1.9.0", "github.com/acme/acme-go"));
        assertEquals(Optional.empty(), ReleaseTags.warning("go", "2.0.0", "github.com/acme/acme-go/v2"));
        assertEquals(Optional.empty(), ReleaseTags.warning("python", "2.0.0", null));
        String warning = ReleaseTags.warning("go", "2.1.0", "github.com/acme/acme-go").orElseThrow();
        assertTrue(warning.contains("github.com/acme/acme-go/v2"), warning);
        assertTrue(ReleaseTags.warning("go", "10.0.0", "example.com/acme-go/v1").isPresent());
    }

    @Test
    void anArchiveUnpacksToTheTreeItWasMadeFromWithoutItsTopDirectory(@TempDir Path dir) throws Exception {
        java.util.SortedMap<String, byte[]> sdk = new java.util.TreeMap<>(java.util.Map.of(
                "src/acme/client.py", "x = 1\n".getBytes(java.nio.charset.StandardCharsets.UTF_8),
                "README.md", "# acme\n".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        byte[] zip = Archives.zip(sdk, "acme-python-1.4.0");
        Path out = Files.createDirectories(dir.resolve("out"));
        Archives.unzip(zip, out);
        assertEquals("x = 1\n", Files.readString(out.resolve("src/acme/client.py")));
        assertEquals("# acme\n", Files.readString(out.resolve("README.md")));
        assertEquals(64, Archives.sha256(zip).length());

        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.util.zip.ZipOutputStream evil = new java.util.zip.ZipOutputStream(bytes)) {
            evil.putNextEntry(new java.util.zip.ZipEntry("top/../../escape.txt"));
            evil.write(1);
            evil.closeEntry();
        }
        Path other = Files.createDirectories(dir.resolve("other/inner"));
        assertThrows(java.io.IOException.class, () -> Archives.unzip(bytes.toByteArray(), other));
        assertTrue(Files.notExists(dir.resolve("other/escape.txt")));
    }
}
