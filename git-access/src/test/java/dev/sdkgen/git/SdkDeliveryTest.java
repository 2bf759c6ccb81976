package dev.sdkgen.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.testsupport.GitHttpServer;
import dev.sdkgen.testsupport.GitSshServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevTag;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.transport.RefSpec;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Delivering SDKs to real SDK repositories: Git's own smart-HTTP server with a token, an SSH server with a deploy key. */
class SdkDeliveryTest {

    private static final RepositoryPolicy POLICY = new RepositoryPolicy(true, true,
            List.of(Path.of(System.getProperty("java.io.tmpdir"))));
    private static final PersonIdent SOMEONE = new PersonIdent("Someone Else", "someone@example.invalid");

    @Test
    void httpsWithATokenCommitsKeepsTagsAndReportsRejectionsAndAuthFailures(@TempDir Path dir) throws Exception {
        Path bare = emptyBareRepository(dir.resolve("repos/acme-go.git"));
        String token = "ghp_" + java.util.UUID.randomUUID().toString().replace("-", "");
        try (GitHttpServer server = GitHttpServer.serve(dir.resolve("repos"), token)) {
            RepositoryLocation location = RepositoryLocation.parse(server.url("acme-go.git"), POLICY);
            Credentials good = new Credentials.Token("x-access-token", token);
            SdkDelivery delivery = new SdkDelivery(new GitClient(dir.resolve("cache"), Duration.ofSeconds(30), null),
                    dir.resolve("work"));
            Path v140 = sdk(dir.resolve("sdk-a"), "1.4.0", "package acme\n");

            // an empty repository: the branch is created, the first version tagged
            SdkDelivery.Result first = delivery.deliver(request(location, good, v140, "1.4.0", "abc123", "bld_1", 1));
            assertTrue(first.committed());
            assertEquals("v1.4.0", first.tag());
            RevCommit c1 = head(bare, "main");
            assertEquals(first.commit(), c1.name());
            assertEquals("sdkgen", c1.getAuthorIdent().getName());
            assertEquals("sdkgen", c1.getCommitterIdent().getName());
            assertEquals("Generate the go SDK of acme 1.4.0\n\nConfig Repository commit abc123, build bld_1, attempt 1\n\n"
                    + "Sdkgen-Version: 1.4.0\n", c1.getFullMessage());
            assertEquals(Map.of("CHANGELOG.md", "# 1.4.0\n", "acme.go", "package acme\n", "go.mod",
                    "module example.com/acme-go\n// 1.4.0\n"), files(bare, c1));
            assertEquals(c1.name(), tagged(bare, "v1.4.0"));

            // the same SDK again: no commit
            SdkDelivery.Result same = delivery.deliver(request(location, good, v140, "1.4.0", "def456", "bld_2", 1));
            assertFalse(same.committed());
            assertEquals(c1.name(), same.commit());
            assertEquals(c1, head(bare, "main"));
            assertTrue(same.lines().stream().anyMatch(l -> l.contains("byte-identical")), same.lines().toString());

            // someone else commits files the SDK does not own, and one it owns
            pushAs(dir.resolve("clone"), bare, Map.of("CUSTOM.md", "ours\n", ".github/workflows/ci.yml", "on: push\n",
                    "sdkgen-keep", "# ours\ndocs/\n*.local\n", "docs/guide.md", "guide\n", "notes.local", "n\n",
                    "stale.go", "package acme // removed by the next delivery\n"));
            Path changed = sdk(dir.resolve("sdk-b"), "1.4.0", "package acme\n\nfunc New() {}\n");
            SdkDelivery.Result second = delivery.deliver(request(location, good, changed, "1.4.0", "0a1b2c", "bld_3", 2));
            assertTrue(second.committed());
            assertNull(second.tag(), "same version, no tag");
            RevCommit c2 = head(bare, "main");
            assertEquals(second.commit(), c2.name());
            Map<String, String> expected = new TreeMap<>(Map.of("CHANGELOG.md", "# 1.4.0\n", "acme.go",
                    "package acme\n\nfunc New() {}\n", "go.mod", "module example.com/acme-go\n// 1.4.0\n", "CUSTOM.md", "ours\n",
                    ".github/workflows/ci.yml", "on: push\n", "sdkgen-keep", "# ours\ndocs/\n*.local\n", "docs/guide.md",
                    "guide\n", "notes.local", "n\n"));
            assertEquals(expected, files(bare, c2));
            assertTrue(c2.getFullMessage().contains("build bld_3, attempt 2"));

            // a new version is tagged (annotated, by sdkgen)
            Path v150 = sdk(dir.resolve("sdk-c"), "1.5.0", "package acme\n\nfunc New() {}\n");
            SdkDelivery.Result third = delivery.deliver(request(location, good, v150, "1.5.0", "0a1b2d", "bld_4", 1));
            assertEquals("v1.5.0", third.tag());
            assertEquals(third.commit(), tagged(bare, "v1.5.0"));

            // a wrong token: reported without the token, and nothing pushed; the right one delivers
            Path v151 = sdk(dir.resolve("sdk-d"), "1.5.1", "package acme\n\nfunc New() {}\n");
            RepositoryException auth = assertThrows(RepositoryException.class, () -> delivery.deliver(request(location,
                    new Credentials.Token("x-access-token", "ghp_wrong"), v151, "1.5.1", "0a1b2e", "bld_5", 1)));
            assertEquals(RepositoryException.Kind.AUTH_FAILED, auth.kind());
            assertTrue(auth.getMessage().contains("check the token"), auth.getMessage());
            assertFalse(auth.getMessage().contains("ghp_"), auth.getMessage());
            assertEquals(third.commit(), head(bare, "main").name());
            assertNull(ref(bare, Constants.R_TAGS + "v1.5.1"));

            // a push the server refuses (a protected branch): reported with the server's reason; then allowed
            Path hook = bare.resolve("hooks/pre-receive");
            Files.createDirectories(hook.getParent());
            Files.writeString(hook, "#!/bin/sh\necho 'main is protected' >&2\nexit 1\n");
            Files.setPosixFilePermissions(hook, PosixFilePermissions.fromString("rwxr-xr-x"));
            RepositoryException rejected = assertThrows(RepositoryException.class,
                    () -> delivery.deliver(request(location, good, v151, "1.5.1", "0a1b2e", "bld_5", 2)));
            assertEquals(RepositoryException.Kind.PUSH_REJECTED, rejected.kind());
            assertTrue(rejected.getMessage().startsWith("the push of refs/heads/main to " + server.url("acme-go.git")
                    + " was rejected: "), rejected.getMessage());
            assertEquals(third.commit(), head(bare, "main").name());
            assertNull(ref(bare, Constants.R_TAGS + "v1.5.1"), "no tag pushed with a refused commit");
            Files.delete(hook);
            SdkDelivery.Result retried = delivery.deliver(request(location, good, v151, "1.5.1", "0a1b2e", "bld_5", 3));
            assertEquals("v1.5.1", retried.tag());
            assertEquals(retried.commit(), head(bare, "main").name());
            assertTrue(server.requests().stream().noneMatch(r -> r.contains(token)));
        }
    }

    @Test
    void theBranchMovingBetweenFetchAndPushIsDeliveredOnItsNewHead(@TempDir Path dir) throws Exception {
        Path bare = emptyBareRepository(dir.resolve("repos/sdk.git"));
        RepositoryLocation location = RepositoryLocation.parse(bare.toString(), POLICY);
        GitClient git = new GitClient(dir.resolve("cache"), Duration.ofSeconds(30), null);
        new SdkDelivery(git, dir.resolve("work")).deliver(request(location, Credentials.NONE,
                sdk(dir.resolve("a"), "1.0.0", "package acme\n"), "1.0.0", "c1", "bld_1", 1));
        int[] pushes = {0};
        SdkDelivery racing = new SdkDelivery(git, dir.resolve("work"), () -> {
            pushes[0]++;
            pushAs(dir.resolve("clone"), bare, Map.of("CUSTOM.md", "pushed meanwhile\n"));
        });
        SdkDelivery.Result result = racing.deliver(request(location, Credentials.NONE,
                sdk(dir.resolve("b"), "1.0.0", "package acme // 2\n"), "1.0.0", "c2", "bld_2", 1));
        assertEquals(1, pushes[0]);
        assertTrue(result.committed());
        RevCommit head = head(bare, "main");
        assertEquals(result.commit(), head.name());
        assertEquals("pushed meanwhile\n", files(bare, head).get("CUSTOM.md"));
        assertEquals("package acme // 2\n", files(bare, head).get("acme.go"));
        assertEquals("Someone Else", parse(bare, head.getParent(0)).getAuthorIdent().getName());
        assertTrue(result.lines().stream().anyMatch(l -> l.contains("moved while delivering")), result.lines().toString());
    }

    @Test
    void theBranchsChangelogIsCarriedForwardAndTheFirstDeliveryCommitsTheGeneratedOne(@TempDir Path dir) throws Exception {
        Path bare = emptyBareRepository(dir.resolve("repos/sdk.git"));
        RepositoryLocation location = RepositoryLocation.parse(bare.toString(), POLICY);
        SdkDelivery delivery = new SdkDelivery(new GitClient(dir.resolve("cache"), Duration.ofSeconds(30), null),
                dir.resolve("work"));
        java.util.function.UnaryOperator<String> onTop = old -> "# 1.1.0 breaking\n" + old;
        SdkDelivery.Request first = request(location, Credentials.NONE, sdk(dir.resolve("a"), "1.0.0", "package acme\n"),
                "1.0.0", "c1", "bld_1", 1);
        delivery.deliver(new SdkDelivery.Request(first.location(), first.credentials(), first.branch(), first.sdkDir(),
                first.version(), first.tag(), first.message(), onTop));
        assertEquals("# 1.0.0\n", files(bare, head(bare, "main")).get("CHANGELOG.md"), "no branch yet: as generated");
        SdkDelivery.Request second = request(location, Credentials.NONE, sdk(dir.resolve("b"), "1.1.0", "package acme // 2\n"),
                "1.1.0", "c2", "bld_2", 1);
        delivery.deliver(new SdkDelivery.Request(second.location(), second.credentials(), second.branch(),
                second.sdkDir(), second.version(), second.tag(), second.message(), onTop));
        assertEquals("# 1.1.0 breaking\n# 1.0.0\n", files(bare, head(bare, "main")).get("CHANGELOG.md"),
                "the branch's changelog, not the generated one");
    }

    @Test
    void sshWithADeployKeyDeliversOnceAndReportsAWrongKey(@TempDir Path dir) throws Exception {
        Path bare = emptyBareRepository(dir.resolve("repos/acme-java.git"));
        GitSshServer.DeployKey key = GitSshServer.newDeployKey();
        try (GitSshServer server = GitSshServer.serve(dir.resolve("repos"), key.pair().getPublic())) {
            RepositoryLocation location = RepositoryLocation.parse(server.url("acme-java.git"), POLICY);
            Credentials deployKey = new Credentials.SshKey(key.privateKeyOpenSsh(), server.knownHostsLine());
            SdkDelivery delivery = new SdkDelivery(new GitClient(dir.resolve("cache"), Duration.ofSeconds(30), null),
                    dir.resolve("work"));
            Path sdk = sdk(dir.resolve("sdk"), "2.0.0", "package acme\n");

            SdkDelivery.Result first = delivery.deliver(request(location, deployKey, sdk, "2.0.0", "abc", "bld_1", 1));
            assertTrue(first.committed());
            assertEquals("v2.0.0", first.tag());
            assertEquals(first.commit(), head(bare, "main").name());
            assertEquals(first.commit(), tagged(bare, "v2.0.0"));
            assertFalse(delivery.deliver(request(location, deployKey, sdk, "2.0.0", "abd", "bld_2", 1)).committed());

            GitSshServer.DeployKey other = GitSshServer.newDeployKey();
            RepositoryException wrong = assertThrows(RepositoryException.class, () -> delivery.deliver(request(location,
                    new Credentials.SshKey(other.privateKeyOpenSsh(), server.knownHostsLine()),
                    sdk(dir.resolve("sdk2"), "2.0.1", "package acme\n"), "2.0.1", "abe", "bld_3", 1)));
            assertEquals(RepositoryException.Kind.AUTH_FAILED, wrong.kind());
            assertTrue(wrong.getMessage().contains("deploy key"), wrong.getMessage());
            assertFalse(wrong.getMessage().contains("PRIVATE KEY"));
        }
    }

    @Test
    void keepRules() {
        KeepRules none = KeepRules.of(null);
        assertTrue(none.keeps(".github/workflows/ci.yml"));
        assertTrue(none.keeps("CUSTOM.md"));
        assertTrue(none.keeps("sdkgen-keep"));
        assertFalse(none.keeps("README.md"));
        assertFalse(none.keeps("docs/CUSTOM.md"), "CUSTOM.md at the root only");
        KeepRules rules = KeepRules.of("# comment\n\nexamples/\n*.local\n/LICENSE\nsrc/**/custom_*.py\n[\n");
        assertTrue(rules.keeps("examples/a/b.go"));
        assertTrue(rules.keeps("x.local"));
        assertFalse(rules.keeps("dir/x.local"), "* stays within one directory");
        assertTrue(rules.keeps("LICENSE"));
        assertTrue(rules.keeps("src/acme/deep/custom_hooks.py"));
        assertFalse(rules.keeps("src/acme/client.py"));
        assertFalse(rules.keeps("comment"));
    }

    private static SdkDelivery.Request request(RepositoryLocation location, Credentials credentials, Path sdk,
                                               String version, String commit, String buildId, int attempt) {
        return new SdkDelivery.Request(location, credentials, "main", sdk, version, "v" + version,
                "Generate the go SDK of acme " + version + "\n\nConfig Repository commit " + commit + ", build " + buildId
                        + ", attempt " + attempt);
    }

    private static Path sdk(Path dir, String version, String code) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("acme.go"), code);
        Files.writeString(dir.resolve("go.mod"), "module example.com/acme-go\n// " + version + "\n");
        Files.writeString(dir.resolve("CHANGELOG.md"), "# " + version + "\n");
        return dir;
    }

    private static Path emptyBareRepository(Path dir) throws Exception {
        Git.init().setBare(true).setDirectory(dir.toFile()).setInitialBranch("main").call().close();
        return dir;
    }

    /** Someone else's commit on main, pushed straight into the bare repository. */
    private static void pushAs(Path clone, Path bare, Map<String, String> files) {
        try {
            if (!Files.exists(clone)) {
                Git.cloneRepository().setURI(bare.toUri().toString()).setDirectory(clone.toFile()).setBranch("main")
                        .call().close();
            }
            try (Git git = Git.open(clone.toFile())) {
                git.pull().setRemote("origin").setRemoteBranchName("main").call();
                for (Map.Entry<String, String> f : files.entrySet()) {
                    Path target = clone.resolve(f.getKey());
                    Files.createDirectories(target.getParent());
                    Files.writeString(target, f.getValue());
                }
                git.add().addFilepattern(".").call();
                git.commit().setMessage("Someone else's change").setAuthor(SOMEONE).setCommitter(SOMEONE).setSign(false)
                        .call();
                git.push().setRemote("origin").setRefSpecs(new RefSpec("HEAD:refs/heads/main")).call();
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static ObjectId ref(Path bare, String name) throws IOException {
        try (Repository repo = Git.open(bare.toFile()).getRepository()) {
            return repo.resolve(name);
        }
    }

    private static RevCommit head(Path bare, String branch) throws IOException {
        try (Repository repo = Git.open(bare.toFile()).getRepository()) {
            return parse(bare, repo.resolve(Constants.R_HEADS + branch));
        }
    }

    private static RevCommit parse(Path bare, ObjectId id) throws IOException {
        try (Repository repo = Git.open(bare.toFile()).getRepository(); RevWalk walk = new RevWalk(repo)) {
            RevCommit c = walk.parseCommit(id);
            walk.parseBody(c);
            return c;
        }
    }

    /** The commit an annotated tag points to (and that the tag is annotated, by sdkgen). */
    private static String tagged(Path bare, String tag) throws IOException {
        try (Repository repo = Git.open(bare.toFile()).getRepository(); RevWalk walk = new RevWalk(repo)) {
            RevTag t = walk.parseTag(repo.resolve(Constants.R_TAGS + tag));
            assertEquals("sdkgen", t.getTaggerIdent().getName());
            return t.getObject().name();
        }
    }

    private static Map<String, String> files(Path bare, RevCommit commit) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Repository repo = Git.open(bare.toFile()).getRepository(); TreeWalk walk = new TreeWalk(repo)) {
            walk.addTree(commit.getTree());
            walk.setRecursive(true);
            while (walk.next()) {
                files.put(walk.getPathString(), new String(repo.open(walk.getObjectId(0)).getBytes(), StandardCharsets.UTF_8));
            }
        }
        return files;
    }
}
