package dev.sdkgen.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.testsupport.ConfigRepository;
import dev.sdkgen.testsupport.GitHttpServer;
import dev.sdkgen.testsupport.GitSshServer;
import dev.sdkgen.testsupport.Ports;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading real repositories: local, over Git's own smart-HTTP server with a token, over SSH with a deploy key. */
class GitClientTest {

    private static final RepositoryPolicy TEST_POLICY = new RepositoryPolicy(true, true,
            List.of(Path.of(System.getProperty("java.io.tmpdir"))));

    private static void assertSafe(RepositoryException e, String... secrets) {
        String m = e.getMessage();
        assertFalse(m.contains("org.eclipse") || m.contains("Exception") || m.contains("jgit"), m);
        for (String s : secrets) {
            assertFalse(m.contains(s), m);
        }
    }

    @Test
    void aLocalRepositoryIsFetchedIntoTheCacheAndOnlyRegularFilesAreWritten(@TempDir Path dir) throws Exception {
        ConfigRepository repo = ConfigRepository.create(dir.resolve("repo"), ConfigRepository.example("acme"), "main");
        String first = repo.commit(Map.of("NOTES.md", "one\n"), "one");
        GitClient git = new GitClient(dir.resolve("cache"), Duration.ofSeconds(30), null);
        RepositoryLocation location = RepositoryLocation.parse(repo.url(), TEST_POLICY);

        assertEquals(first, git.headOf(location, Credentials.NONE, "main"));
        GitClient.Checkout a = git.checkout(location, Credentials.NONE, first, Files.createDirectories(dir.resolve("a")));
        assertFalse(a.cacheExisted());
        assertEquals("one\n", Files.readString(dir.resolve("a/NOTES.md")));
        assertTrue(Files.isRegularFile(dir.resolve("a/sdkgen.yaml")));

        // a symbolic link in the repository (to a file of the server) is not written out
        Path work = dir.resolve("repo/work");
        Files.createSymbolicLink(work.resolve("passwd.yaml"), Path.of("/etc/passwd"));
        String second = repo.commit(Map.of("NOTES.md", "two\n"), "two with a link");
        GitClient.Checkout b = git.checkout(location, Credentials.NONE, second, Files.createDirectories(dir.resolve("b")));
        assertTrue(b.cacheExisted(), "the second read fetches into the existing cache entry");
        assertEquals("two\n", Files.readString(dir.resolve("b/NOTES.md")));
        assertFalse(Files.exists(dir.resolve("b/passwd.yaml"), java.nio.file.LinkOption.NOFOLLOW_LINKS));
        // an older commit is still there
        git.checkout(location, Credentials.NONE, first, Files.createDirectories(dir.resolve("c")));
        assertEquals("one\n", Files.readString(dir.resolve("c/NOTES.md")));

        RepositoryException missing = assertThrows(RepositoryException.class, () -> git.checkout(location,
                Credentials.NONE, "0123456789abcdef0123456789abcdef01234567", Files.createDirectories(dir.resolve("d"))));
        assertEquals(RepositoryException.Kind.COMMIT_NOT_FOUND, missing.kind());
        RepositoryException branch = assertThrows(RepositoryException.class,
                () -> git.headOf(location, Credentials.NONE, "nope"));
        assertEquals(RepositoryException.Kind.BRANCH_NOT_FOUND, branch.kind());
        RepositoryException gone = assertThrows(RepositoryException.class, () -> git.headOf(
                RepositoryLocation.parse(dir.resolve("missing.git").toString(), TEST_POLICY), Credentials.NONE, "main"));
        assertEquals(RepositoryException.Kind.NOT_FOUND, gone.kind());
        assertSafe(gone);
    }

    @Test
    void httpsWithATokenAgainstARealGitHttpServer(@TempDir Path dir) throws Exception {
        ConfigRepository repo = ConfigRepository.create(dir.resolve("repos"), ConfigRepository.example("acme"), "main");
        String head = repo.commit(Map.of("NOTES.md", "private\n"), "private");
        String token = "glpat-" + java.util.UUID.randomUUID();
        try (GitHttpServer server = GitHttpServer.serve(dir.resolve("repos"), token)) {
            GitClient git = new GitClient(dir.resolve("cache"), Duration.ofSeconds(30), null);
            RepositoryLocation location = RepositoryLocation.parse(server.url("origin.git"), TEST_POLICY);
            Credentials good = new Credentials.Token("oauth2", token);

            assertEquals(head, git.headOf(location, good, "main"));
            git.checkout(location, good, head, Files.createDirectories(dir.resolve("a")));
            assertEquals("private\n", Files.readString(dir.resolve("a/NOTES.md")));
            int before = server.requests().size();
            GitClient.Checkout again = git.checkout(location, good, head, Files.createDirectories(dir.resolve("b")));
            assertTrue(again.cacheExisted());
            assertTrue(server.requests().subList(before, server.requests().size()).stream()
                    .allMatch(r -> r.contains("git-upload-pack")), server.requests().toString());

            RepositoryException wrong = assertThrows(RepositoryException.class,
                    () -> git.headOf(location, new Credentials.Token("oauth2", "glpat-wrong"), "main"));
            assertEquals(RepositoryException.Kind.AUTH_FAILED, wrong.kind());
            assertTrue(wrong.getMessage().contains("check the token"), wrong.getMessage());
            assertSafe(wrong, "glpat-wrong", token);
            RepositoryException none = assertThrows(RepositoryException.class,
                    () -> git.checkout(location, Credentials.NONE, head, Files.createDirectories(dir.resolve("c"))));
            assertEquals(RepositoryException.Kind.AUTH_FAILED, none.kind());
            assertTrue(none.getMessage().contains("needs credentials"), none.getMessage());
            assertFalse(Files.exists(dir.resolve("c/NOTES.md")), "nothing from the cache without access");
            RepositoryException notThere = assertThrows(RepositoryException.class,
                    () -> git.headOf(RepositoryLocation.parse(server.url("other.git"), TEST_POLICY), good, "main"));
            assertEquals(RepositoryException.Kind.NOT_FOUND, notThere.kind());
            assertSafe(notThere, token);
        }
        RepositoryException refused = assertThrows(RepositoryException.class, () -> new GitClient(dir.resolve("cache"),
                Duration.ofSeconds(5), null).headOf(RepositoryLocation.parse("http://127.0.0.1:" + Ports.free() + "/x.git",
                TEST_POLICY), Credentials.NONE, "main"));
        assertEquals(RepositoryException.Kind.UNREACHABLE, refused.kind());
        assertTrue(refused.isTransient());
        assertSafe(refused);
    }

    @Test
    void sshWithADeployKeyAgainstARealSshServer(@TempDir Path dir) throws Exception {
        ConfigRepository repo = ConfigRepository.create(dir.resolve("repos"), ConfigRepository.example("acme"), "main");
        String head = repo.commit(Map.of("NOTES.md", "over ssh\n"), "ssh");
        GitSshServer.DeployKey key = GitSshServer.newDeployKey();
        String previousHome = System.getProperty("user.home");
        try (GitSshServer server = GitSshServer.serve(dir.resolve("repos"), key.pair().getPublic())) {
            GitClient git = new GitClient(dir.resolve("cache"), Duration.ofSeconds(30), null);
            RepositoryLocation location = RepositoryLocation.parse(server.url("origin.git"), TEST_POLICY);
            Credentials deployKey = new Credentials.SshKey(key.privateKeyOpenSsh(), server.knownHostsLine());

            assertEquals(head, git.headOf(location, deployKey, "main"));
            git.checkout(location, deployKey, head, Files.createDirectories(dir.resolve("a")));
            assertEquals("over ssh\n", Files.readString(dir.resolve("a/NOTES.md")));
            assertTrue(git.checkout(location, deployKey, head, Files.createDirectories(dir.resolve("b"))).cacheExisted());

            GitSshServer.DeployKey other = GitSshServer.newDeployKey();
            RepositoryException wrongKey = assertThrows(RepositoryException.class, () -> git.headOf(location,
                    new Credentials.SshKey(other.privateKeyOpenSsh(), server.knownHostsLine()), "main"));
            assertEquals(RepositoryException.Kind.AUTH_FAILED, wrongKey.kind(), wrongKey.getMessage());
            assertSafe(wrongKey);

            RepositoryException unknownHost = assertThrows(RepositoryException.class, () -> git.headOf(location,
                    new Credentials.SshKey(key.privateKeyOpenSsh(), ""), "main"));
            assertEquals(RepositoryException.Kind.HOST_KEY_UNKNOWN, unknownHost.kind(), unknownHost.getMessage());

            // the service user's own ~/.ssh key is never offered, even when it would be accepted
            Path home = Files.createDirectories(dir.resolve("home/.ssh"));
            Files.writeString(home.resolve("id_ed25519"), key.privateKeyOpenSsh());
            Files.writeString(home.resolve("known_hosts"), server.knownHostsLine() + "\n");
            System.setProperty("user.home", dir.resolve("home").toString());
            GitClient knowsTheHost = new GitClient(dir.resolve("cache"), Duration.ofSeconds(30), server.knownHostsLine());
            RepositoryException noKey = assertThrows(RepositoryException.class,
                    () -> knowsTheHost.headOf(location, Credentials.NONE, "main"));
            assertEquals(RepositoryException.Kind.AUTH_FAILED, noKey.kind(), noKey.getMessage());
            assertTrue(noKey.getMessage().contains("needs credentials"), noKey.getMessage());

            RepositoryException badKey = assertThrows(RepositoryException.class, () -> git.headOf(location,
                    new Credentials.SshKey("-----BEGIN OPENSSH PRIVATE KEY-----\nnot a key\n", server.knownHostsLine()), "main"));
            assertEquals(RepositoryException.Kind.CREDENTIALS, badKey.kind());
            assertFalse(badKey.getMessage().contains("not a key"));
        } finally {
            System.setProperty("user.home", previousHome);
        }
        try (Git ignored = Git.open(repo.url() == null ? null : Path.of(repo.url()).toFile())) {
            // the bare repository is intact
        }
    }
}
