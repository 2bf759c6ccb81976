package dev.sdkgen.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkDirectoryTest {

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void leftoversOfDeadInstancesAreRemovedKeptEntriesAndLiveInstancesAreNot(@TempDir Path root) throws IOException {
        Files.createDirectories(root.resolve("bld_old-123/src"));
        Files.createDirectories(root.resolve("instance-dead/bld_x"));
        Files.writeString(root.resolve("instance-dead/.lock"), "");
        Files.createDirectories(root.resolve("cache/repo"));
        WorkDirectory live = new WorkDirectory(root, List.of("cache"));
        Path liveDir = live.claim();

        WorkDirectory work = new WorkDirectory(root, List.of("cache"));
        Path own = work.claim();
        assertSame(own, work.claim(), "idempotent");
        assertNotEquals(liveDir, own);
        List<String> left = names(root);
        assertEquals(3, left.size(), left.toString());
        assertTrue(left.containsAll(List.of("cache", liveDir.getFileName().toString(), own.getFileName().toString())));
        assertFalse(left.contains("bld_old-123") || left.contains("instance-dead"), left.toString());

        Path build = work.newBuildDirectory("bld_new-");
        assertEquals(own, build.getParent());
        work.release();
        assertFalse(Files.exists(own));
        live.release();
        assertEquals(List.of("cache"), names(root));
    }

    @Test
    void deleteRemovesALinkNotWhatItPointsTo(@TempDir Path dir) throws IOException {
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Files.writeString(outside.resolve("keep.txt"), "keep");
        Path tree = Files.createDirectories(dir.resolve("tree/a"));
        Files.createSymbolicLink(tree.resolve("link"), outside);
        WorkDirectory.delete(dir.resolve("tree"));
        WorkDirectory.delete(null);
        assertFalse(Files.exists(dir.resolve("tree")));
        assertTrue(Files.exists(outside.resolve("keep.txt")));
    }
}
