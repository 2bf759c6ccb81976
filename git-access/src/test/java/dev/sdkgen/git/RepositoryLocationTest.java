package dev.sdkgen.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RepositoryLocationTest {

    private static RepositoryException.Kind refused(String url, RepositoryPolicy policy) {
        return assertThrows(RepositoryException.class, () -> RepositoryLocation.parse(url, policy)).kind();
    }

    @Test
    void remoteUrlsAreAcceptedAndClassified() throws Exception {
        RepositoryPolicy policy = RepositoryPolicy.remoteOnly();
        RepositoryLocation https = RepositoryLocation.parse("https://github.com/acme/config.git", policy);
        assertEquals(RepositoryLocation.Kind.HTTPS, https.kind());
        assertEquals("github.com", https.host());
        RepositoryLocation ssh = RepositoryLocation.parse("ssh://git@git.example.com:2222/acme/config.git", policy);
        assertEquals(RepositoryLocation.Kind.SSH, ssh.kind());
        assertEquals(2222, ssh.port());
        RepositoryLocation noUser = RepositoryLocation.parse("ssh://git.example.com/acme/config.git", policy);
        assertEquals("ssh://git@git.example.com/acme/config.git", noUser.transportUrl());
        RepositoryLocation scp = RepositoryLocation.parse("git@github.com:acme/config.git", policy);
        assertEquals(RepositoryLocation.Kind.SSH, scp.kind());
        assertEquals(22, scp.port());
    }

    @Test
    void relativeAndUnknownUrlsAreInvalid() {
        RepositoryPolicy policy = new RepositoryPolicy(true, true, List.of(Path.of("/tmp")));
        for (String url : List.of("acme.git", "../other/repo.git", "repos/acme", "git://host/x.git", "ftp://h/x",
                "ext::sh -c touch% /tmp/pwned", "https://github.com", "", "  ", "https://github.com/a b.git")) {
            assertEquals(RepositoryException.Kind.INVALID, refused(url, policy), url);
        }
        RepositoryException e = assertThrows(RepositoryException.class,
                () -> RepositoryLocation.parse("acme.git", policy));
        assertTrue(e.getMessage().contains("is not an absolute repository URL"), e.getMessage());
    }

    @Test
    void credentialsInsideTheUrlAreRefused() {
        RepositoryPolicy policy = RepositoryPolicy.remoteOnly();
        RepositoryException e = assertThrows(RepositoryException.class,
                () -> RepositoryLocation.parse("https://user:ghp_secret@github.com/acme/x.git", policy));
        assertEquals(RepositoryException.Kind.INVALID, e.kind());
        assertTrue(!e.getMessage().contains("ghp_secret"), e.getMessage());
    }

    @Test
    void plainHttpOnlyWhenAllowed() throws Exception {
        assertEquals(RepositoryException.Kind.NOT_ALLOWED, refused("http://git.example.com/x.git", RepositoryPolicy.remoteOnly()));
        assertEquals(RepositoryLocation.Kind.HTTP, RepositoryLocation.parse("http://git.example.com/x.git",
                new RepositoryPolicy(true, false, List.of())).kind());
    }

    @Test
    void localPathsOnlyWhenEnabledAndUnderAnAllowedRoot(@TempDir Path dir) throws Exception {
        Path allowed = Files.createDirectories(dir.resolve("allowed"));
        Path repo = Files.createDirectories(allowed.resolve("acme.git"));
        Path outside = Files.createDirectories(dir.resolve("other/secret.git"));
        Files.createSymbolicLink(allowed.resolve("escape.git"), outside);

        assertEquals(RepositoryException.Kind.NOT_ALLOWED, refused(repo.toString(), RepositoryPolicy.remoteOnly()));
        assertEquals(RepositoryException.Kind.NOT_ALLOWED, refused("file://" + repo, RepositoryPolicy.remoteOnly()));

        RepositoryPolicy local = new RepositoryPolicy(false, true, List.of(allowed));
        assertEquals(RepositoryLocation.Kind.LOCAL, RepositoryLocation.parse(repo.toString(), local).kind());
        assertEquals(RepositoryLocation.Kind.LOCAL, RepositoryLocation.parse("file://" + repo, local).kind());
        assertEquals(RepositoryException.Kind.NOT_ALLOWED, refused(outside.toString(), local));
        assertEquals(RepositoryException.Kind.NOT_ALLOWED, refused(allowed + "/../other/secret.git", local));
        // a link under the root that points elsewhere is elsewhere
        assertEquals(RepositoryException.Kind.NOT_ALLOWED, refused(allowed.resolve("escape.git").toString(), local));
        // the same answer whether the path exists or not: nothing is learnt about other paths
        RepositoryException a = assertThrows(RepositoryException.class, () -> RepositoryLocation.parse(outside.toString(), local));
        RepositoryException b = assertThrows(RepositoryException.class, () -> RepositoryLocation.parse("/nonexistent/x.git", local));
        assertEquals(a.getMessage(), b.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new RepositoryPolicy(false, true, List.of()));
    }
}
