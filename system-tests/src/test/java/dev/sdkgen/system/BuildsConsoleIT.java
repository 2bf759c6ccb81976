package dev.sdkgen.system;

import static dev.sdkgen.system.GatewayClient.builds;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.testsupport.ConfigRepository;
import dev.sdkgen.testsupport.GitHttpServer;
import dev.sdkgen.testsupport.Postgres;
import dev.sdkgen.testsupport.ServiceProcess;
import dev.sdkgen.testsupport.WebhookReceiver;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The Builds console (served by the api-gateway at {@code /}) in a real browser — Debian's headless
 * Chromium driven through its chromedriver by Selenium — against the five real services. One class,
 * one set of running services, the tests in order: sign-in refused and accepted, a new build
 * appearing and changing state live, a failed build's page (SDKGEN code, log with its indentation),
 * Retry giving attempt 2 without a reload, a refused Retry showing the API's error, filters and
 * paging, Trigger all, Cancel, a failure superseded by a later success, the archive download, a real
 * delivery of every typescript build to an SDK repository on Git's smart HTTP (commit, tag, SemVer
 * verdict), the Notifications page against a real receiver, keyboard reach, and no console errors. Screenshots of every page,
 * 1400×900 and 400 px wide, go to {@code target/screenshots}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BuildsConsoleIT {

    static final String TOKEN = "console-test-token-" + Long.toHexString(System.nanoTime());
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    static final Path SCREENSHOTS = Path.of("target", "screenshots").toAbsolutePath();
    /** Waits scale with {@code sdkgen.test.timeout-factor} (default 3; 6 on a loaded machine). */
    static final long FACTOR = Long.getLong("sdkgen.test.timeout-factor", 3);
    static final Duration BUILD_TIMEOUT = Duration.ofMinutes(2 * FACTOR);

    static Platform platform;
    static ChromeDriver driver;
    static Path downloads;
    static String gateway;
    static GatewayClient api;
    static String good;
    static String bad;
    static String goodBuild;
    static String badBuild;
    static ConfigRepository badRepo;
    static ConfigRepository goodRepo;
    /** Issue 23: the SDK repository of acme-console's typescript target, Git's smart HTTP with a token. */
    static final String SDK_TOKEN = "ghp_console" + Long.toHexString(new SecureRandom().nextLong());
    static GitHttpServer sdkServer;
    static Path sdkBare;
    /** The commit the first typescript build delivered. */
    static String firstDelivery;
    static long started;
    static final List<LogEntry> consoleLog = new ArrayList<>();

    @BeforeAll
    static void startEverything() throws Exception {
        started = System.nanoTime();
        Process install = new ProcessBuilder(ServiceProcess.repositoryRoot().resolve("system-tests/ensure-chromium.sh").toString())
                .inheritIO().start();
        assertEquals(0, install.waitFor(), "system-tests/ensure-chromium.sh could not provide chromium + chromedriver");
        // the orchestrator seals the notification endpoints' signing secrets with a key of its own (the Notifications page)
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        // the codegen-worker under the real deploy/supervise (the fault test, Order 8); its consumers' sessions
        // time out after 30 s (not 45): the killed worker leaves its groups sooner, still well after it is
        // reported lost (<= 17 s), so the restarted worker's redelivery always follows the "Worker lost" line
        platform = Platform.start(TOKEN, "console-webhook-secret", Postgres.shared(),
                Map.of("sdkgen.git.secrets-key", Base64.getEncoder().encodeToString(key)),
                Map.of("kafka.session.timeout.ms", "30000"), true);
        gateway = platform.gateway;
        api = new GatewayClient(gateway, TOKEN);
        downloads = Files.createTempDirectory("sdkgen-console-downloads-");
        Files.createDirectories(SCREENSHOTS);
        ChromeOptions options = new ChromeOptions();
        options.setBinary("/usr/bin/chromium");
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + Files.createTempDirectory("sdkgen-chromium-"), "--window-size=1400,900");
        options.setExperimentalOption("prefs", Map.of("download.default_directory", downloads.toString(),
                "download.prompt_for_download", false));
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File("/usr/bin/chromedriver")).usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));

        Path root = Files.createTempDirectory("sdkgen-console-repos-");
        goodRepo = ConfigRepository.create(root.resolve("good"), ConfigRepository.example("acme"), "main");
        badRepo = ConfigRepository.create(root.resolve("bad"), ConfigRepository.example("acme"), "main");
        Map<String, String> noSpec = new HashMap<>();
        noSpec.put("openapi/acme.yaml", null);
        badRepo.commit(noSpec, "Remove the OpenAPI spec");
        good = register("acme-console", goodRepo.url());
        bad = register("broken-spec", badRepo.url());
        Path sdkRoot = Files.createTempDirectory("sdkgen-console-sdk-");
        sdkBare = sdkRoot.resolve("acme-typescript.git");
        git("init", "--quiet", "--bare", "--initial-branch=main", sdkBare.toString());
        sdkServer = GitHttpServer.serve(sdkRoot, SDK_TOKEN);
        System.out.printf("BuildsConsoleIT: services and browser up in %d s%n", seconds(started));
    }

    @AfterEach
    void keepConsoleLog() {
        consoleLog.addAll(driver.manage().logs().get(LogType.BROWSER).getAll());
    }

    @AfterAll
    static void stopEverything() {
        if (driver != null) {
            driver.quit();
        }
        if (platform != null) {
            platform.close();
        }
        if (sdkServer != null) {
            sdkServer.close();
        }
        System.out.printf("BuildsConsoleIT: %d s in all%n", seconds(started));
    }

    // ---- the tests ------------------------------------------------------------------------------

    @Test
    @Order(1)
    void noPageWithoutSigningInAndTheTokenIsNotInThePage() throws Exception {
        assertEquals(401, anonymous("/api/v1/builds").statusCode());
        assertEquals(401, anonymous("/api/v1/projects").statusCode());
        driver.get(gateway + "/#/builds");
        await("the sign-in form", () -> driver.findElement(By.id("signIn")).isDisplayed());
        assertFalse(driver.findElement(By.id("view")).isDisplayed());
        assertTrue(driver.findElements(By.cssSelector("table#builds")).isEmpty());
        shoot("sign-in");

        driver.findElement(By.id("token")).sendKeys("not-the-token", Keys.ENTER);
        await("the refusal", () -> driver.findElement(By.id("signInError")).getText().contains("401 unauthorized"));
        assertTrue(driver.findElement(By.id("signIn")).isDisplayed());

        // keyboard only: the token field has the focus, Enter submits
        WebElement field = driver.switchTo().activeElement();
        assertEquals("token", field.getAttribute("id"));
        field.clear();
        field.sendKeys(TOKEN, Keys.ENTER);
        await("the builds table", () -> !driver.findElements(By.cssSelector("table#builds")).isEmpty());
        assertFalse(driver.getPageSource().contains(TOKEN), "the token is in the page");
        assertEquals(TOKEN, js("return sessionStorage.getItem('sdkgen.token')"));
        for (String file : List.of("/", "/console.js", "/console.css")) {
            HttpResponse<String> r = anonymous(file);
            assertEquals(200, r.statusCode(), file);
            assertFalse(r.body().contains(TOKEN), file);
        }
    }

    @Test
    @Order(2)
    void aNewBuildAppearsAndChangesStateLive() throws Exception {
        setTheSdkRepositoryOnTheProjectsPage();
        open("#/builds");
        js("window.__sameDocument = true");
        goodBuild = call("POST", builds(good, "typescript") + "/trigger", 202).path("build_id").asText();
        List<String> seen = new ArrayList<>();
        long deadline = System.nanoTime() + BUILD_TIMEOUT.toNanos();
        String state = null;
        while (!"succeeded".equals(state)) {
            assertTrue(System.nanoTime() < deadline, "build " + goodBuild + " did not succeed on the page; seen " + seen);
            state = (String) js("const r = document.querySelector('tr[data-build=\"' + arguments[0] + '\"]');"
                    + " return r ? r.dataset.state : null", goodBuild);
            if (state != null && (seen.isEmpty() || !seen.get(seen.size() - 1).equals(state))) {
                seen.add(state);
            }
            assertFalse("failed".equals(state), "the build failed: " + text(builds(good, "typescript") + "/" + goodBuild + "/logs"));
            Thread.sleep(100);
        }
        assertEquals(Boolean.TRUE, js("return window.__sameDocument === true"), "the page was reloaded");
        assertTrue(seen.size() >= 2 && Set.of("queued", "validating", "generating").contains(seen.get(0)),
                "the row should show a running state first, then succeeded: " + seen);
        WebElement row = driver.findElement(By.cssSelector("tr[data-build='" + goodBuild + "']"));
        String commit = call("GET", builds(good, "typescript") + "/" + goodBuild, 200).path("commit").asText();
        await("the commit message", () -> row(goodBuild).getText().contains("Initial Config Repository"));
        String text = row(goodBuild).getText();
        for (String part : List.of("acme-console", "typescript", "trigger", commit.substring(0, 8), "succeeded")) {
            assertTrue(text.contains(part), part + " missing in row: " + text);
        }
        assertEquals("1", row.findElement(By.cssSelector("td.attempt")).getText());
        assertTrue(row.findElement(By.cssSelector("td[data-label='Duration']")).getText().matches("\\d+(s|m \\d+s)"), text);
        shoot("builds");
    }

    @Test
    @Order(3)
    void triggerOnTheProjectsPageAndTheFailedBuildsPage() throws Exception {
        open("#/projects");
        String projectText = await("the project", () -> driver.findElement(By.cssSelector("section[data-project='" + bad + "']"))
                .getText());
        assertTrue(projectText.contains(gateway + "/api/v1/webhooks/git"), projectText);
        assertTrue(projectText.contains("main"), projectText);
        assertEquals(3L, js("return document.querySelectorAll('section[data-project=\"' + arguments[0] + '\"] button.copy').length", bad));
        await("the trigger click", () -> {
            driver.findElement(By.cssSelector("button[aria-label='Trigger broken-spec typescript']")).click();
            return true;
        });
        WebElement notice = await("the trigger's notice", () -> driver.findElement(By.cssSelector("#notices .notice.ok")));
        badBuild = notice.findElement(By.tagName("a")).getText();
        assertTrue(badBuild.startsWith("bld_"), notice.getText());
        Thread.sleep(5000); // more than two refreshes: the result stays until dismissed
        assertTrue(notice.isDisplayed() && notice.getText().contains(badBuild));
        shoot("projects");

        notice.findElement(By.tagName("a")).click();
        await("the first error", () -> driver.findElement(By.id("firstError")).getText().contains("SDKGEN101"), BUILD_TIMEOUT);
        assertTrue(driver.findElement(By.id("firstError")).getText().contains("Spec file not found"));
        String banner = driver.findElement(By.id("firstError")).getText();
        assertTrue(banner.contains("Path: ") && banner.contains("File: sdkgen.yaml") && !banner.contains("info messages"),
                "the banner shows the first error's detail lines, not the report's counts: " + banner);
        notice.findElement(By.cssSelector("button.dismiss")).click();
        assertTrue(driver.findElements(By.cssSelector("#notices .notice")).isEmpty());
        // every line of the API's log, in order and with its indentation, is a line of the page's log
        List<String> apiLines = List.of(text(builds(bad, "typescript") + "/" + badBuild + "/logs?attempt=1").split("\n"));
        await("the page's log equal to the API's", () -> logLines().equals(apiLines));
        assertTrue(logLines().stream().anyMatch(l -> l.startsWith("  Path: ")), "indented detail line: " + logLines());
        assertEquals(1L, js("return document.querySelectorAll('#log .diag.error[data-code=\"SDKGEN101\"]').length"));
        assertEquals(1L, js("return document.querySelectorAll('#diagSummary .diag-chip.error[data-code=\"SDKGEN101\"]').length"));
        String timeline = driver.findElement(By.id("timeline")).getText();
        assertTrue(timeline.contains("queued") && timeline.contains("validating") && timeline.contains("failed"), timeline);
        shoot("build-failed");
    }

    @Test
    @Order(4)
    void retryCreatesAttemptTwoWithoutAReload() throws Exception {
        openBuild(bad, "typescript", badBuild);
        js("window.__sameDocument = true");
        click(By.id("retryBuild"));
        await("the retry's notice", () -> driver.findElement(By.cssSelector("#notices .notice.ok")).getText()
                .contains("attempt 2 queued"));
        await("attempt 2 on the page", () -> driver.findElement(By.id("attemptInfo")).getText().equals("2 of 2"));
        await("attempt 2 failed", () -> driver.findElement(By.id("firstError")).getText().contains("SDKGEN101")
                && driver.findElement(By.id("attemptInfo")).getText().equals("2 of 2")
                && !driver.findElements(By.id("retryBuild")).isEmpty(), BUILD_TIMEOUT);
        assertEquals(Boolean.TRUE, js("return window.__sameDocument === true"), "the page was reloaded");
        awaitLogLoaded();
        assertTrue(logLines().stream().anyMatch(l -> l.startsWith("Attempt 2 queued (retry)")), logLines().toString());
        Select attempts = new Select(driver.findElement(By.id("attempt")));
        assertEquals(2, attempts.getOptions().size());
        attempts.selectByValue("1");
        await("attempt 1's log", () -> logLines().stream().anyMatch(l -> l.startsWith("Build queued (trigger)")));
        assertTrue(driver.getCurrentUrl().endsWith("?attempt=1"), driver.getCurrentUrl());
        driver.findElements(By.cssSelector("#notices button.dismiss")).forEach(WebElement::click);
    }

    @Test
    @Order(5)
    void aRefusedRetryShowsTheApiError() throws Exception {
        String path = builds(bad, "typescript") + "/" + badBuild;
        awaitFinal(path);
        openBuild(bad, "typescript", badBuild);
        await("Retry", () -> driver.findElement(By.id("retryBuild")));
        // the operator holds the page still; meanwhile someone else retries: the button is out of date. The
        // spec-validator is paused (SIGSTOP) so that the new attempt is still queued when the click arrives (it fails
        // within a second otherwise, and a retry of a failed build is rightly accepted).
        click(By.id("live"));
        WebElement notice;
        signal("spec-validator", "STOP");
        try {
            call("POST", path + "/retry", 202);
            click(By.id("retryBuild"));
            notice = await("the refusal", () -> driver.findElement(By.cssSelector("#notices .notice.error")));
        } finally {
            signal("spec-validator", "CONT");
        }
        String message = notice.getText();
        assertTrue(message.contains("409 build_in_progress: build " + badBuild + " is "), message);
        assertTrue(message.contains("retry is allowed once it is succeeded, failed, stuck or cancelled"), message);
        click(By.id("live"));
        await("the running attempt on the page", () -> !driver.findElement(By.id("attemptInfo")).getText().equals("2 of 2"));
        Thread.sleep(4500);
        assertTrue(notice.isDisplayed(), "the refusal must stay until dismissed");
        shoot("build-refused-retry");
        notice.findElement(By.cssSelector("button.dismiss")).click();
        assertTrue(driver.findElements(By.cssSelector("#notices .notice")).isEmpty());
        awaitFinal(path);
        // the heading and the log pane name the same attempt: the other operator's retry became the page's latest
        // attempt while the page showed the one before it, and its log replaces the earlier one in the pane
        String latest = call("GET", path, 200).path("attempt").asText();
        await("attempt " + latest + " in the heading and its log in the pane", () -> {
            List<String> lines = logLines();
            return driver.findElement(By.id("attemptInfo")).getText().equals(latest + " of " + latest)
                    && !lines.isEmpty() && lines.get(0).startsWith("Attempt " + latest + " queued (retry)")
                    && driver.findElement(By.id("logState")).getText().endsWith("attempt " + latest);
        }, BUILD_TIMEOUT);
    }

    @Test
    @Order(6)
    void filtersAndPagingKeepTheirPlace() throws Exception {
        for (int i = 0; i < 2; i++) {
            String id = call("POST", builds(bad, "python") + "/trigger", 202).path("build_id").asText();
            awaitFinal(builds(bad, "python") + "/" + id);
        }
        List<String> all = ids(call("GET", "/api/v1/builds", 200));
        assertTrue(all.size() >= 4, all.toString());
        open("#/builds");
        selectFilter("f-state", "failed");
        await("failed builds only", () -> rowStates().size() == all.size() - 1 && rowStates().stream().allMatch("failed"::equals));
        assertTrue(rowIds().contains(badBuild) && !rowIds().contains(goodBuild), rowIds().toString());
        selectFilter("f-project", good);
        await("nothing matches", () -> driver.findElement(By.id("buildRows")).getText().contains("No builds match"));
        selectFilter("f-state", "");
        await("the good project's build", () -> rowIds().equals(List.of(goodBuild)));
        selectFilter("f-project", "");
        selectFilter("f-reason", "retry");
        await("retried builds", () -> rowIds().equals(List.of(badBuild)));
        selectFilter("f-reason", "");
        selectFilter("f-target", "python");
        await("python builds", () -> rowIds().size() == 2 && !rowIds().contains(badBuild));
        assertTrue(driver.getCurrentUrl().contains("target=python"), driver.getCurrentUrl());

        open("#/builds?limit=2");
        await("page 1", () -> rowIds().equals(all.subList(0, 2)));
        click(By.id("older"));
        await("page 2", () -> rowIds().equals(all.subList(2, 4)));
        assertTrue(driver.findElement(By.id("pageInfo")).getText().contains("page 2"));
        // a new build while on page 2: page 2 stays where it is
        js("window.__sameDocument = true");
        String extra = call("POST", builds(bad, "go") + "/trigger", 202).path("build_id").asText();
        Thread.sleep(4500);
        assertEquals(all.subList(2, 4), rowIds());
        assertEquals(Boolean.TRUE, js("return window.__sameDocument === true"));
        shoot("builds-page-2");
        click(By.id("newer"));
        await("page 1 with the new build", () -> rowIds().get(0).equals(extra));
        awaitFinal(builds(bad, "go") + "/" + extra);
    }

    /**
     * Issue 24, items 1 and 2: Trigger all from the projects page; Cancel on a queued build (the
     * validator paused, so it is still queued) — and the validator, resumed, does not bring it back;
     * "Build the latest commit" on a failed build once the repository is fixed, the new build's success
     * superseding the failed one (links both ways), and the "failed" filter showing only unresolved
     * failures unless asked for all.
     */
    @Test
    @Order(7)
    void triggerAllCancelAndASupersededFailure() throws Exception {
        open("#/projects");
        click(By.cssSelector("button[aria-label='Trigger all targets of broken-spec']"));
        WebElement all = await("trigger all's notice", () -> driver.findElements(By.cssSelector("#notices .notice.ok")).stream()
                .filter(n -> n.getText().contains("Triggered every target of broken-spec")).findFirst().orElse(null));
        assertTrue(all.getText().contains("4 build(s) queued"), all.getText());
        all.findElement(By.cssSelector("button.dismiss")).click();

        String running;
        signal("spec-validator", "STOP");
        try {
            running = call("POST", builds(good, "python") + "/trigger", 202).path("build_id").asText();
            open("#/builds");
            click(By.cssSelector("button[aria-label='Cancel " + running + "']"));
            await("the cancel's notice", () -> driver.findElement(By.cssSelector("#notices .notice.ok")).getText()
                    .contains("Cancelled " + running));
            await("the row cancelled", () -> "cancelled".equals(row(running).getAttribute("data-state")));
            assertFalse(row(running).findElements(By.cssSelector("button.retry")).isEmpty(), "a cancelled build offers Retry");
            shoot("builds-cancelled");
        } finally {
            signal("spec-validator", "CONT");
        }
        // the validator, resumed, works on the cancelled attempt: its report is logged and ignored
        String runningPath = builds(good, "python") + "/" + running;
        await("the late report in the log", () -> {
            try {
                return text(runningPath + "/logs").contains("arrived after the build was cancelled");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, BUILD_TIMEOUT);
        assertEquals("cancelled", call("GET", runningPath, 200).path("state").asText());
        openBuild(good, "python", running);
        await("Retry on the cancelled build", () -> driver.findElement(By.id("retryBuild")).isDisplayed()
                && driver.findElement(By.id("retryLatest")).isDisplayed());
        shoot("build-cancelled");
        driver.findElements(By.cssSelector("#notices button.dismiss")).forEach(WebElement::click);

        // the broken repository fixed; "Build the latest commit" on the failed build
        String fix = badRepo.commit(Map.of("openapi/acme.yaml",
                Files.readString(ConfigRepository.example("acme").resolve("openapi/acme.yaml"))), "Restore the OpenAPI spec");
        openBuild(bad, "typescript", badBuild);
        click(By.id("retryLatest"));
        await("the new build's page", () -> !driver.getCurrentUrl().contains(badBuild) && driver.getCurrentUrl().contains("#/build/"));
        await("the new build succeeded and supersedes the failed one", () -> driver.findElement(By.id("supersedes")).getText()
                .contains(badBuild), BUILD_TIMEOUT);
        // the page renders itself once more when the live log ends: read the id once it is there again
        String fixed = await("the new build's id", () -> driver.findElement(By.id("buildId")).getText());
        JsonNode fixedBuild = call("GET", builds(bad, "typescript") + "/" + fixed, 200);
        assertEquals(fix, fixedBuild.path("commit").asText());
        assertEquals("succeeded", fixedBuild.path("state").asText());
        shoot("build-supersedes");
        click(By.cssSelector("#supersedes a"));
        await("the failed build's page", () -> driver.findElement(By.id("supersededBy")).getText().contains(fixed));
        assertEquals(fixed, call("GET", builds(bad, "typescript") + "/" + badBuild, 200).path("superseded_by").asText());
        shoot("build-superseded");

        open("#/builds");
        selectFilter("f-state", "failed");
        await("unresolved failures only", () -> !rowIds().isEmpty() && !rowIds().contains(badBuild)
                && rowStates().stream().allMatch("failed"::equals));
        click(By.id("f-all"));
        await("every failure, the fixed one marked", () -> rowIds().contains(badBuild)
                && row(badBuild).getText().contains("fixed by " + fixed));
        shoot("builds-failed-all");
        driver.findElements(By.cssSelector("#notices button.dismiss")).forEach(WebElement::click);
    }

    /**
     * The acceptance's fault test (issue 24): a codegen-worker SIGKILLed while it holds a build (the
     * artifact-store paused, so that it is inside the IR download). The worker runs as deploy/run runs it
     * and the real deploy/supervise starts it again; the test restarts nothing. The build log says "Worker
     * lost" within worker-lost-after (15 s) + a check (2 s) of its last heartbeat (5 s apart) and the
     * console shows it; the supervisor logs the restart; the restarted worker gets the record once the
     * killed consumer's session (30 s here) has timed out, and its heartbeat adds "Worker lost; redelivered
     * to" — while the store is still paused it waits in the IR download, and the status page shows the
     * store unreachable and the java group behind. Then the build finishes exactly once: attempt 1
     * succeeded, the restarted worker's lines after the redelivery, each once, one archive.
     */
    @Test
    @Order(8)
    void aWorkerKilledMidBuildIsReportedLostAndTheBuildFinishesOnce() throws Exception {
        SupervisedWorker worker = platform.supervisedWorker;
        String build;
        signal(worker.pid(), "STOP");
        try {
            build = call("POST", builds(good, "java") + "/trigger", 202).path("build_id").asText();
            String path = builds(good, "java") + "/" + build;
            await("validated", () -> state(path).equals("generating"), BUILD_TIMEOUT);
            signal("artifact-store", "STOP");
        } finally {
            signal(worker.pid(), "CONT");
        }
        String path = builds(good, "java") + "/" + build;
        long killedPid = worker.pid();
        String instance;
        try {
            await("the worker's heartbeat", () -> call(path).path("worker_instance").asText("").startsWith("codegen-worker@"),
                    BUILD_TIMEOUT);
            instance = call(path).path("worker_instance").asText();
            signal(killedPid, "KILL");
            long killed = System.nanoTime();
            // the supervisor, not the test, starts the worker again (at once: Kafka hands it the record later)
            String restarted = "codegen-worker (pid " + killedPid + ") is gone: restarting it (restart 1 of at most 5 within 600s)";
            await("the supervisor's restart", () -> worker.supervisorLog().contains(restarted)
                    && worker.supervisorLog().contains("codegen-worker restarted as pid "), Duration.ofSeconds(30));
            System.out.printf("BuildsConsoleIT: the supervisor restarted the worker %d ms after the SIGKILL%n",
                    Duration.ofNanos(System.nanoTime() - killed).toMillis());
            assertTrue(worker.workerLog().contains(restarted), "the restart is not in the worker's own log");
            long newPid = worker.pid();
            assertTrue(worker.supervisorLog().contains("codegen-worker restarted as pid " + newPid + "\n"), worker.supervisorLog());
            assertTrue(newPid != killedPid && SupervisedWorker.running(newPid), "no new worker process");
            assertFalse(SupervisedWorker.running(killedPid));
            await("the worker lost in the log", () -> logOf(path).contains("Worker lost: no heartbeat from " + instance),
                    Duration.ofSeconds(60));
            long detected = Duration.ofNanos(System.nanoTime() - killed).toMillis();
            System.out.printf("BuildsConsoleIT: worker lost in the build log %d ms after the SIGKILL%n", detected);
            assertTrue(detected < Duration.ofSeconds(17 + 5 * FACTOR).toMillis(), "reported after " + detected + " ms");
            assertEquals("generating", call(path).path("state").asText());
            openBuild(good, "java", build);
            await("the console's warning", () -> driver.findElement(By.id("workerLost")).getText().contains("Worker lost"));
            shoot("build-worker-lost");

            // the restarted worker gets the record once the killed consumer's session has timed out
            await("the redelivery", () -> logOf(path).contains("Worker lost; redelivered to codegen-worker@"), BUILD_TIMEOUT);
            System.out.printf("BuildsConsoleIT: redelivered %d ms after the SIGKILL%n",
                    Duration.ofNanos(System.nanoTime() - killed).toMillis());
            assertEquals("generating", call(path).path("state").asText());
            // the status page meanwhile: the paused store unreachable, the java group behind by the record held
            open("#/status");
            await("the status page", () -> "UNREACHABLE".equals(serviceStatus("artifact-store"))
                    && "UP".equals(serviceStatus("build-orchestrator")) && groupLag("codegen-java") >= 1);
            shoot("status-worker-lost");
        } finally {
            signal("artifact-store", "CONT");
        }
        JsonNode done = awaitFinal(path);
        assertEquals("succeeded", done.path("state").asText(), text(path + "/logs"));
        assertEquals(1, done.path("attempt").asInt());
        assertEquals(1, done.path("attempts").size());
        String now = done.path("worker_instance").asText();
        assertTrue(now.startsWith("codegen-worker@") && !now.equals(instance), now + " after " + instance);
        String log = text(path + "/logs");
        int lost = log.indexOf("Worker lost: no heartbeat");
        int redelivered = log.indexOf("Worker lost; redelivered to " + now + " (was " + instance + ")");
        // the killed worker fetched the IR, or reused it when another build of the commit on the same worker had
        // planned it already (PlannedIrs, docs/services.md "One plan per IR")
        String irLine = log.contains("Reusing the IR ") ? "Reusing the IR " : "Fetching the IR";
        int fetching = log.indexOf(irLine);
        int archive = log.indexOf("SDK archive acme-java-");
        int stored = log.indexOf("SDK archive stored");
        // the killed worker's lines before it was lost, the restarted worker's after the redelivery (what it
        // repeats of the first's, with the same event ids, is not logged twice)
        assertTrue(fetching >= 0 && fetching < lost && lost < redelivered && redelivered < archive && archive < stored, log);
        for (String once : List.of("Generating the java SDK", irLine, "SDK archive stored", "Worker lost: no heartbeat",
                "redelivered to")) {
            assertEquals(log.indexOf(once), log.lastIndexOf(once), once + " twice in\n" + log);
        }
        // after it: every service UP again, the java group caught up, the disk use of each
        await("the status page after the build", () -> driver.findElements(By.cssSelector("#serviceRows tr[data-status='UP']")).size() == 3
                && groupLag("codegen-java") == 0, BUILD_TIMEOUT);
        String groups = driver.findElement(By.id("groups")).getText();
        for (String group : List.of("build-orchestrator", "spec-validator", "codegen-typescript", "codegen-java")) {
            assertTrue(groups.contains(group), group + " missing: " + groups);
        }
        // disk use: the database and the stored archives, each more than nothing
        // (the platform's status page asks the orchestrator and the artifact-store, not the validator)
        for (String disk : List.of("build-orchestrator/database", "artifact-store/artifacts")) {
            assertTrue(Long.parseLong(driver.findElement(By.cssSelector("#diskRows tr[data-disk='" + disk + "']"))
                    .getAttribute("data-bytes")) > 0, disk);
        }
        String retention = driver.findElement(By.id("retentionNote")).getText();
        assertTrue(retention.startsWith("Last retention run ") || retention.equals("The retention policy has not run yet."),
                retention);
        shoot("status-after-worker-lost");
        openBuild(good, "java", build);
        await("the page without the warning", () -> driver.findElements(By.id("workerLost")).isEmpty()
                && !driver.findElements(By.id("retryBuild")).isEmpty(), BUILD_TIMEOUT);
        shoot("build-after-worker-lost");
    }

    private static String serviceStatus(String service) {
        List<WebElement> row = driver.findElements(By.cssSelector("#serviceRows tr[data-service='" + service + "']"));
        return row.isEmpty() ? null : row.get(0).getAttribute("data-status");
    }

    private static long groupLag(String group) {
        List<WebElement> row = driver.findElements(By.cssSelector("#groupRows tr[data-group='" + group + "']"));
        return row.isEmpty() ? -1 : Long.parseLong(row.get(0).getAttribute("data-lag"));
    }

    @Test
    @Order(9)
    void aSucceededBuildOffersItsArchiveWithSizeAndSha256() throws Exception {
        JsonNode artifact = call("GET", builds(good, "typescript") + "/" + goodBuild, 200).path("artifact");
        // Two routes overlapping: the page is asked for another build while the previous one still loads (under load,
        // the fault test's page re-rendering itself when its build ended met this test's navigation, twice). Only the
        // newest renders; both used to append a page to the view, the stale one first, so #sha256 was the wrong build's.
        js("history.replaceState(null, '', arguments[0]); route(); history.replaceState(null, '', arguments[1]); route();",
                "#/build/" + bad + "/typescript/" + badBuild, "#/build/" + good + "/typescript/" + goodBuild);
        openBuild(good, "typescript", goodBuild);
        await("the archive", () -> driver.findElement(By.id("sha256")).getText().equals(artifact.path("sha256").asText()));
        Thread.sleep(500); // the stale route's requests were sent first: it has answered by now
        assertEquals(List.of(goodBuild), js("return [...document.querySelectorAll('#buildId')].map(b => b.textContent)"));
        assertTrue(driver.findElement(By.id("artifact")).getText().contains(artifact.path("file_name").asText()));
        assertTrue(driver.findElements(By.id("firstError")).stream().allMatch(e -> e.getText().isEmpty()));
        shoot("build-succeeded");
        click(By.id("download"));
        Path file = downloads.resolve(artifact.path("file_name").asText());
        await("the downloaded archive", () -> Files.isRegularFile(file) && file.toFile().length() == artifact.path("size").asLong());
        assertEquals(artifact.path("sha256").asText(),
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file))));

        // issue 23: the build was really committed to the target's SDK repository, and tagged with its version
        firstDelivery = assertDeliveredOnItsPage(goodBuild, "v1.4.0");
        js("document.getElementById('delivery').scrollIntoView()");
        shoot("build-delivered");
        // the SDK repository on the projects page, and in the API's answers, without its token
        open("#/projects");
        await("the SDK repository on the projects page", () -> driver.findElement(By.cssSelector("section[data-project='" + good + "']"))
                .getText().contains(sdkServer.url("acme-typescript.git")));
        String target = "/api/v1/projects/" + good + "/sdk-targets/typescript";
        for (String where : List.of(driver.getPageSource(), text("/api/v1/projects"), text(target), text(target + "/repository"),
                text("/api/v1/audit"))) {
            assertFalse(where.contains(SDK_TOKEN), "the SDK repository's token in " + where);
        }
    }

    /**
     * Issue 23, item 4 (and issue 24's grouping): a second commit (version 1.5.0, an operation's description
     * changed) built for typescript; its page browses the SDK's file tree (a folder collapsed and opened
     * again, an unchanged file's text equal to the API's), marks the changed files and shows a changed
     * file's diff in red and green lines against the first build; the first build's page links the other
     * targets' builds of its commit; the Builds view grouped by commit shows both commits, the first with
     * every target built there; the projects page's "latest archive" downloads the second build's archive
     * (SHA-256 checked); the second build's real SemVer verdict (patch: a description changed) and its
     * "What changed"; its real delivery (the SDK repository's new head, tag v1.5.0); a third commit removing a
     * method with only a minor version raise (1.6.0), built and delivered: the real major verdict with SDKGEN309
     * on its page, tag v1.6.0, the changelog of the three versions on the branch.
     */
    @Test
    @Order(10)
    void aBuildsFilesWhatChangedTheLatestArchiveAndTheBuildsOfOneCommit() throws Exception {
        Path acme = ConfigRepository.example("acme");
        String config = Files.readString(acme.resolve("sdkgen.yaml")).replace("version: 1.4.0", "version: 1.5.0");
        String spec = Files.readString(acme.resolve("openapi/acme.yaml"))
                .replace("Returns accounts, newest first.", "Returns accounts, newest first, at most 100 per page.");
        String second = goodRepo.commit(Map.of("sdkgen.yaml", config, "openapi/acme.yaml", spec),
                "Version 1.5.0: say how many accounts a page holds");
        String next = call("POST", builds(good, "typescript") + "/trigger", 202).path("build_id").asText();
        String path = builds(good, "typescript") + "/" + next;
        JsonNode done = awaitFinal(path);
        assertEquals("succeeded", done.path("state").asText(), text(path + "/logs"));
        assertEquals(second, done.path("commit").asText());
        JsonNode diff = call("GET", path + "/files-diff", 200);
        assertEquals(goodBuild, diff.path("against_build_id").asText());
        List<String> changed = new ArrayList<>();
        diff.path("changed").forEach(c -> changed.add(c.asText()));
        assertTrue(changed.contains("package.json"), changed.toString());

        openBuild(good, "typescript", next);
        await("the files compared with the first build", () -> driver.findElement(By.id("filesSummary")).getText()
                .contains(goodBuild) && !driver.findElements(By.cssSelector("#fileTree li.file")).isEmpty(), BUILD_TIMEOUT);
        assertEquals((long) changed.size(), js("return document.querySelectorAll('#fileTree li.file[data-mark=\"changed\"]').length"));
        // a folder collapses and opens again; an unchanged file shows its text, as the API serves it
        String folder = (String) js("return document.querySelector('#fileTree li.folder').dataset.path");
        By summary = By.cssSelector("#fileTree li.folder[data-path='" + folder + "'] > details > summary");
        By details = By.cssSelector("#fileTree li.folder[data-path='" + folder + "'] > details");
        boolean wasOpen = driver.findElement(details).getAttribute("open") != null;
        click(summary);
        await("the folder toggled", () -> (driver.findElement(details).getAttribute("open") != null) != wasOpen);
        click(summary);
        await("the folder back", () -> (driver.findElement(details).getAttribute("open") != null) == wasOpen);
        String plain = (String) js("const f = [...document.querySelectorAll('#fileTree > li.file:not([data-mark])')]"
                + ".find(x => !x.textContent.includes('binary')); return f ? f.dataset.path : null");
        click(By.cssSelector("#fileTree li.file[data-path='" + plain + "'] button.file-link"));
        String apiText = text(path + "/files/" + plain);
        await("the file's text", () -> driver.findElement(By.id("fileText")).getAttribute("textContent").equals(apiText));
        js("document.getElementById('files').scrollIntoView()");
        shoot("build-files");
        // the changed package.json: its diff, red and green
        click(By.cssSelector("#fileTree li.file[data-path='package.json'] button.file-link"));
        await("the diff's lines", () -> !driver.findElements(By.cssSelector("#fileDiff .diff-line.add")).isEmpty());
        String removed = driver.findElement(By.cssSelector("#fileDiff .diff-line.del")).getText();
        String added = driver.findElement(By.cssSelector("#fileDiff .diff-line.add")).getText();
        assertTrue(removed.startsWith("-") && removed.contains("1.4.0") && added.startsWith("+") && added.contains("1.5.0"),
                removed + " / " + added);
        assertEquals(List.of(text(path + "/files-diff/package.json").split("\n")),
                js("return [...document.querySelectorAll('#fileDiff .diff-line')].map(l => l.textContent)"));
        String red = driver.findElement(By.cssSelector("#fileDiff .diff-line.del")).getCssValue("background-color");
        String green = driver.findElement(By.cssSelector("#fileDiff .diff-line.add")).getCssValue("background-color");
        assertTrue(red.contains("(61, 22, 20") && green.contains("(18, 54, 31"), red + " / " + green);
        js("document.getElementById('files').scrollIntoView()");
        shoot("build-file-diff");

        // the first build's page: the other targets' builds of its commit
        List<String> sameCommit = ids(call("GET", "/api/v1/builds?project=" + good + "&commit="
                + call("GET", builds(good, "typescript") + "/" + goodBuild, 200).path("commit").asText(), 200));
        sameCommit.remove(goodBuild);
        assertTrue(sameCommit.size() >= 2, sameCommit.toString());
        openBuild(good, "typescript", goodBuild);
        await("the same commit's builds", () -> js("return [...document.querySelectorAll('#sameCommit a.same-commit-link')]"
                + ".map(a => a.dataset.build)").equals(sameCommit));
        String links = driver.findElement(By.id("sameCommit")).getText();
        assertTrue(links.contains("java") && links.contains("python"), links);

        // the Builds view grouped by commit, and back to the flat list
        open("#/builds?project=" + good + "&group=commit");
        await("both commits' groups", () -> driver.findElements(By.cssSelector("#buildRows tr.commit-group")).size() == 2);
        String groups = (String) js("return [...document.querySelectorAll('#buildRows tr.commit-group')].map(g => g.dataset.commit"
                + " + ' ' + g.textContent).join('\\n')");
        assertTrue(groups.startsWith(second + " " + second.substring(0, 8) + " Version 1.5.0"), groups);
        String firstGroup = groups.lines().skip(1).findFirst().orElse("");
        assertTrue(firstGroup.contains("typescript") && firstGroup.contains("java") && firstGroup.contains("python"), groups);
        assertTrue((Boolean) js("const g = document.querySelector('#buildRows tr.commit-group');"
                + " return g.nextElementSibling.dataset.build === arguments[0]", next));
        assertTrue(driver.findElement(By.id("f-group")).isSelected());
        shoot("builds-grouped");
        click(By.id("f-group"));
        await("the flat list", () -> !driver.getCurrentUrl().contains("group=")
                && driver.findElements(By.cssSelector("#buildRows tr.commit-group")).isEmpty() && !rowIds().isEmpty());

        // the target's latest archive at its stable URL, from the projects page
        JsonNode artifact = done.path("artifact");
        Path file = downloads.resolve(artifact.path("file_name").asText());
        assertFalse(Files.exists(file), "downloaded before: " + file);
        open("#/projects");
        click(By.cssSelector("button[aria-label='Download the latest archive of acme-console typescript']"));
        await("the latest archive", () -> Files.isRegularFile(file) && file.toFile().length() == artifact.path("size").asLong());
        assertEquals(artifact.path("sha256").asText(),
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file))));
        String url = driver.findElement(By.cssSelector("section[data-project='" + good + "'] tr[data-target='typescript'] code.latest-url")).getText();
        assertEquals(gateway + "/api/v1/projects/" + good + "/sdk-targets/typescript/artifact/latest", url);
        shoot("projects-latest-archive");
        driver.findElements(By.cssSelector("#notices button.dismiss")).forEach(WebElement::click);

        // the real surface diff (wt-surfsvc): the second build against the target's previous success — a
        // description changed, so a documentation change — its badge and "What changed" from the API
        JsonNode surface = call("GET", path, 200).path("surface");
        JsonNode surfaceDiff = call("GET", path + "/surface-diff", 200);
        assertEquals("patch", surface.path("verdict").asText(), surfaceDiff.toString());
        assertEquals(diff.path("against_build_id").asText(), surface.path("against_build_id").asText(), surface.toString());
        assertEquals("patch", surfaceDiff.path("targets").path(0).path("verdict").asText());
        assertTrue(surfaceDiff.path("targets").path(0).path("changes").toString().contains("accounts.list"), surfaceDiff.toString());
        openBuild(good, "typescript", next);
        await("the real verdict", () -> !driver.findElements(By.id("verdict")).isEmpty()
                && driver.findElement(By.id("verdict")).getText().startsWith("SemVer: patch"), BUILD_TIMEOUT);
        assertEquals((long) surfaceDiff.path("targets").path(0).path("changes").size(),
                js("return document.querySelectorAll('#surface section[data-level=\"patch\"] li').length"));
        assertTrue(driver.findElement(By.id("surface")).getText().contains("accounts.list"), driver.findElement(By.id("surface")).getText());
        js("document.getElementById('surface').scrollIntoView()");
        shoot("build-what-changed");

        // issue 23: the second build delivered on top of the first, tagged with the new version
        String secondDelivery = assertDeliveredOnItsPage(next, "v1.5.0");
        assertFalse(secondDelivery.equals(firstDelivery), secondDelivery);

        // a real breaking change: the cards' freeze method removed, the version only raised to 1.6.0 — the
        // worker's verdict is major with SDKGEN309, and the SDK is delivered and tagged all the same
        String third = goodRepo.commit(Map.of(
                "sdkgen.yaml", config.replace("version: 1.5.0", "version: 1.6.0")
                        .replace("          freeze: post /accounts/{account_id}/cards/{card_id}/freeze\n", ""),
                "openapi/acme.yaml", spec.substring(0, spec.indexOf("  /accounts/{account_id}/cards/{card_id}/freeze:"))
                        + spec.substring(spec.indexOf("components:\n"))),
                "Version 1.6.0: cards can no longer be frozen");
        String breaking = call("POST", builds(good, "typescript") + "/trigger", 202).path("build_id").asText();
        String breakingPath = builds(good, "typescript") + "/" + breaking;
        JsonNode broke = awaitFinal(breakingPath);
        assertEquals("succeeded", broke.path("state").asText(), text(breakingPath + "/logs"));
        assertEquals(third, broke.path("commit").asText());
        String thirdDelivery = assertDeliveredOnItsPage(breaking, "v1.6.0");
        Map<String, String> refs = sdkRefs();
        assertEquals(List.of(firstDelivery, secondDelivery, thirdDelivery), List.of(refs.get("refs/tags/v1.4.0^{}"),
                refs.get("refs/tags/v1.5.0^{}"), refs.get("refs/tags/v1.6.0^{}")), "every version's tag on its own delivery");
        JsonNode major = call("GET", breakingPath, 200).path("surface");
        JsonNode majorDiff = call("GET", breakingPath + "/surface-diff", 200);
        assertEquals("major", major.path("verdict").asText(), majorDiff.toString());
        assertEquals(next, major.path("against_build_id").asText(), major.toString());
        assertEquals("SDKGEN309", majorDiff.path("diagnostics").path(0).path("code").asText(), majorDiff.toString());
        assertTrue(text(breakingPath + "/logs").contains("Warning: SDKGEN309 - Breaking change without a major version"));
        int changes = major.path("changes").asInt();
        await("the major verdict", () -> !driver.findElements(By.id("verdict")).isEmpty()
                && driver.findElement(By.id("verdict")).getText().equals("SemVer: major · " + changes + " change" + (changes == 1 ? "" : "s")),
                BUILD_TIMEOUT);
        await("the removed method under major", () -> driver.findElement(By.cssSelector("#surface section[data-level='major']"))
                .getText().contains("accounts.cards.freeze"));
        assertTrue(driver.findElement(By.cssSelector("#surface .surface-diagnostic[data-code='SDKGEN309']")).isDisplayed());
        assertTrue(driver.findElement(By.cssSelector("#surface .surface-diagnostic[data-code='SDKGEN309']")).getText()
                .contains("Breaking change without a major version"));
        String changelog = git("--git-dir=" + sdkBare, "show", "v1.6.0:CHANGELOG.md");
        assertTrue(changelog.indexOf("## 1.6.0") < changelog.indexOf("## 1.5.0") && changelog.indexOf("## 1.5.0") < changelog.indexOf("## 1.4.0")
                && changelog.indexOf("## 1.6.0") >= 0, changelog);
        js("document.getElementById('surface').scrollIntoView()");
        shoot("build-what-changed-major");

        // the commit link is made for https URLs of a repository host only (the platform's repository is plain http)
        String sha = "9f0c2e1d".repeat(5);
        assertEquals("https://github.com/acme/acme-go/commit/" + sha, js("return commitUrl(arguments[0], arguments[1])",
                "https://github.com/acme/acme-go.git", sha));
        assertEquals("https://gitlab.example.com/group/sub/acme-ts/commit/" + sha, js("return commitUrl(arguments[0], arguments[1])",
                "https://gitlab.example.com/group/sub/acme-ts", sha));
        for (String noPage : List.of("git@github.com:acme/acme-go.git", "ssh://git@github.com/acme/acme-go", "https://github.com/acme",
                "/srv/git/acme.git", "http://github.com/acme/acme-go")) {
            assertEquals(null, js("return commitUrl(arguments[0], arguments[1])", noPage, sha), noPage);
        }
    }

    @Test
    @Order(11)
    void everythingIsReachableByKeyboard() throws Exception {
        open("#/builds");
        await("rows", () -> !rowIds().isEmpty());
        List<String> reached = tabThrough(60);
        for (String expected : List.of("a.skip:", "a:Builds", "a:Projects", "button#signOut", "select#f-project",
                "select#f-target", "select#f-state", "select#f-reason", "select#f-limit", "a.build-link", "button.retry")) {
            assertTrue(reached.stream().anyMatch(r -> r.startsWith(expected)), expected + " not reached: " + reached);
        }
        // a build link, reached and opened with the keyboard
        js("document.activeElement && document.activeElement.blur()");
        for (int i = 0; i < 80; i++) {
            new Actions(driver).sendKeys(Keys.TAB).perform();
            if (Boolean.TRUE.equals(js("return document.activeElement.classList.contains('build-link')"))) {
                new Actions(driver).sendKeys(Keys.ENTER).perform();
                break;
            }
        }
        await("a build page", () -> driver.getCurrentUrl().contains("#/build/"));
        await("its log", () -> !driver.findElements(By.id("log")).isEmpty());
        List<String> onBuild = tabThrough(40);
        for (String expected : List.of("select#attempt", "input#follow", "div#log")) {
            assertTrue(onBuild.stream().anyMatch(r -> r.startsWith(expected)), expected + " not reached: " + onBuild);
        }
        open("#/projects");
        await("projects", () -> !driver.findElements(By.cssSelector("button.trigger")).isEmpty());
        List<String> onProjects = tabThrough(40);
        assertTrue(onProjects.stream().anyMatch(r -> r.startsWith("button.copy")), onProjects.toString());
        assertTrue(onProjects.stream().anyMatch(r -> r.startsWith("button.trigger")), onProjects.toString());
    }

    @Test
    @Order(12)
    void tokensAreMadeShownOnceListedAndRevoked() throws Exception {
        open("#/tokens");
        await("the token form", () -> driver.findElement(By.id("tokenForm")).isDisplayed());
        driver.findElement(By.id("tokenName")).sendKeys("console viewer");
        new Select(driver.findElement(By.id("tokenRole"))).selectByValue("viewer");
        WebElement days = driver.findElement(By.id("tokenDays"));
        days.clear();
        days.sendKeys("30");
        shoot("tokens-form");
        driver.findElement(By.id("createToken")).click();
        String secret = await("the new token, shown once", () -> {
            String text = driver.findElement(By.id("newTokenValue")).getText();
            return text.startsWith("sdkgen_") ? text : null;
        });
        assertTrue(driver.findElement(By.id("newToken")).getText().contains("shown only this once"));
        WebElement row = await("the token's row", () -> driver.findElements(By.cssSelector("#tokens tbody tr")).stream()
                .filter(r -> r.getText().startsWith("console viewer")).findFirst().orElse(null));
        String rowText = row.getText();
        assertTrue(rowText.contains("viewer") && rowText.contains("every project") && rowText.contains("active")
                && rowText.contains(secret.substring(0, 13)) && !rowText.contains(secret), rowText);
        shoot("tokens-created");
        GatewayClient viewer = new GatewayClient(gateway, secret);
        viewer.call("GET", "/api/v1/projects", null, 200);
        viewer.call("POST", builds(good, "go") + "/trigger", null, 403);
        String id = row.getAttribute("data-token");
        click(By.cssSelector("tr[data-token='" + id + "'] button.revoke"));
        await("the confirmation", () -> driver.findElement(By.cssSelector("tr[data-token='" + id + "'] button.revoke"))
                .getText().equals("Confirm revoke"));
        click(By.cssSelector("tr[data-token='" + id + "'] button.revoke"));
        await("the revoked state", () -> driver.findElement(By.cssSelector("tr[data-token='" + id + "'] .token-state"))
                .getText().equals("revoked"));
        assertTrue(driver.findElements(By.id("newTokenValue")).isEmpty(), "the secret is gone after a reload of the list");
        viewer.call("GET", "/api/v1/projects", null, 401);
        shoot("tokens-revoked");
        driver.findElement(By.cssSelector("#notices .notice.ok button.dismiss")).click();

        // the audit page (admins): the token's creation and revocation by the bootstrap token, filterable by actor
        await("the Audit link for an admin", () -> driver.findElement(By.id("auditLink")).isDisplayed());
        click(By.id("auditLink"));
        await("the audit entries", () -> driver.findElements(By.cssSelector("#audit tr[data-audit]")).size() >= 2);
        String audit = driver.findElement(By.id("audit")).getText();
        assertTrue(audit.contains("token.create") && audit.contains("token.revoke") && audit.contains("bootstrap"), audit);
        driver.findElement(By.id("auditActor")).sendKeys("bootstrap", Keys.ENTER);
        await("the filter in the address", () -> driver.getCurrentUrl().contains("actor=bootstrap"));
        await("only bootstrap's entries", () -> driver.findElements(By.cssSelector("#audit tr[data-audit] td[data-label='Who']"))
                .stream().allMatch(td -> td.getText().startsWith("bootstrap")));
        shoot("audit");
        // hidden for a viewer
        String reader = api.call("POST", "/api/v1/tokens", Map.of("name", "console reader", "role", "viewer"), 201)
                .path("token").asText();
        js("sessionStorage.setItem('sdkgen.token', arguments[0])", reader);
        open("#/builds");
        await("the Audit link hidden for a viewer", () -> !driver.findElement(By.id("auditLink")).isDisplayed());
        js("sessionStorage.setItem('sdkgen.token', arguments[0])", TOKEN);
        open("#/builds");
    }

    @Test
    @Order(13)
    void projectsAreCreatedEditedAndDeletedSayingWhatHappensToTheirBuilds() throws Exception {
        ConfigRepository repo = ConfigRepository.create(Files.createTempDirectory("sdkgen-console-made-"),
                ConfigRepository.example("acme"), "main");
        open("#/projects");
        click(By.id("newProject"));
        await("the project form", () -> driver.findElement(By.id("projectForm")).isDisplayed());
        driver.findElement(By.id("projectName")).sendKeys("console-made");
        driver.findElement(By.id("projectUrl")).sendKeys(repo.url());
        WebElement startBuilds = driver.findElement(By.id("projectStartBuilds"));
        assertTrue(startBuilds.isSelected(), "a new project starts its first builds unless unticked");
        startBuilds.click(); // this test counts the project's builds: none
        shoot("project-new");
        driver.findElement(By.id("saveProject")).click();
        WebElement created = await("the created notice", () -> driver.findElements(By.cssSelector("#notices .notice.ok")).stream()
                .filter(n -> n.getText().contains("Created project console-made")).findFirst().orElse(null));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\((prj_[0-9a-f]+)\\)").matcher(created.getText());
        assertTrue(m.find(), created.getText());
        String project = m.group(1);
        assertTrue(created.getText().contains("targets typescript, python, go, java")
                || created.getText().contains("targets "), created.getText());
        await("the new project's section", () -> driver.findElement(By.cssSelector("section[data-project='" + project + "']")));
        assertEquals("console-made", call("GET", "/api/v1/projects/" + project, 200).path("name").asText());

        click(By.cssSelector("button[aria-label='Edit console-made " + project + "']"));
        WebElement name = await("the edit form", () -> driver.findElement(By.id("projectName")));
        assertEquals(repo.url(), driver.findElement(By.id("projectUrl")).getAttribute("value"));
        name.clear();
        name.sendKeys("console-renamed");
        shoot("project-edit");
        driver.findElement(By.id("saveProject")).click();
        await("the saved notice", () -> driver.findElements(By.cssSelector("#notices .notice.ok")).stream()
                .anyMatch(n -> n.getText().contains("Saved project console-renamed")));
        assertEquals("console-renamed", call("GET", "/api/v1/projects/" + project, 200).path("name").asText());

        click(By.cssSelector("button[aria-label='Delete console-renamed " + project + "']"));
        String warning = await("the delete warning", () -> driver.findElement(By.id("deleteWarning")).getText());
        assertTrue(warning.contains("and its 0 build(s) with their logs") && warning.contains("Builds are removed, not kept")
                && warning.contains("cannot be undone"), warning);
        shoot("project-delete");
        click(By.id("confirmDelete"));
        await("the deleted notice", () -> driver.findElements(By.cssSelector("#notices .notice.ok")).stream()
                .anyMatch(n -> n.getText().contains("project " + project + " and its 0 build(s), with their logs, were deleted")));
        await("the section gone", () -> driver.findElements(By.cssSelector("section[data-project='" + project + "']")).isEmpty());
        call("GET", "/api/v1/projects/" + project, 404);
        for (WebElement dismiss : driver.findElements(By.cssSelector("#notices button.dismiss"))) {
            dismiss.click();
        }
    }

    /**
     * Issue 24 (operating the service): the Notifications page against a real local receiver — an endpoint
     * made on the page, its secret shown once; a test event sent from the page arrives signed as docs/api.md
     * says (checked by the receiver's own HMAC code), and its attempt is the page's delivery log row; the
     * secret rotated on the page, the next test signed with both secrets (the grace period); the endpoint
     * deleted with its log.
     */
    @Test
    @Order(14)
    void notificationEndpointsAreMadeTestedRotatedAndDeleted() throws Exception {
        try (WebhookReceiver receiver = WebhookReceiver.start()) {
            open("#/notifications/" + good);
            await("the endpoint form", () -> driver.findElement(By.id("endpointForm")).isDisplayed());
            driver.findElement(By.id("endpointUrl")).sendKeys(receiver.url());
            driver.findElement(By.id("endpointDescription")).sendKeys("console receiver");
            click(By.id("createEndpoint"));
            String secret = await("the new endpoint's secret, shown once", () -> {
                String text = driver.findElement(By.id("newEndpointSecret")).getText();
                return text.startsWith("whsec_") ? text : null;
            });
            By section = By.cssSelector("#endpoints section.endpoint");
            String id = await("the endpoint", () -> driver.findElement(section).getAttribute("data-endpoint"));
            String hooks = "/api/v1/projects/" + good + "/notifications";
            JsonNode endpoint = call("GET", hooks + "/" + id, 200);
            assertEquals(receiver.url(), endpoint.path("url").asText());
            assertTrue(secret.startsWith(endpoint.path("secret_prefix").asText()), endpoint.toString());
            assertFalse(text(hooks).contains(secret), "the secret in the list");
            String shown = driver.findElement(section).getText();
            assertTrue(shown.contains(receiver.url()) && shown.contains(endpoint.path("secret_prefix").asText() + "…")
                    && shown.contains("No attempts yet."), shown);
            for (String event : List.of("build.failed", "build.succeeded", "build.superseded")) { // the form's default
                assertTrue(endpoint.path("events").toString().contains(event) && shown.contains(event), event + ": " + shown);
            }
            shoot("notifications-created");

            String first = sendTestEvent(id);
            WebhookReceiver.Received got = await("the test event at the receiver", () -> receiver.received("notification.test").stream()
                    .filter(r -> first.equals(r.header("Sdkgen-Delivery"))).findFirst().orElse(null), BUILD_TIMEOUT);
            assertTrue(WebhookReceiver.signatureValid(got.header("Sdkgen-Signature"), got.body(), secret, Instant.now(),
                    Duration.ofMinutes(5)), got.header("Sdkgen-Signature"));
            assertFalse(WebhookReceiver.signatureValid(got.header("Sdkgen-Signature"), got.body(), secret + "x", Instant.now(),
                    Duration.ofMinutes(5)), "any secret would do");
            JsonNode body = GatewayClient.JSON.readTree(got.body());
            assertEquals("notification.test", body.path("type").asText());
            assertEquals(good, body.path("project").path("id").asText(), got.body());
            By row = By.cssSelector("#endpoints tr[data-delivery='" + first + "']");
            await("the delivery's row", () -> driver.findElement(row).getText().contains("delivered")
                    && "200".equals(driver.findElement(row).getAttribute("data-status")), BUILD_TIMEOUT);
            assertTrue(driver.findElement(row).getText().contains("notification.test"), driver.findElement(row).getText());
            js("document.querySelector('#endpoints section.endpoint').scrollIntoView()");
            shoot("notifications-delivered");
            driver.findElements(By.cssSelector("#notices button.dismiss")).forEach(WebElement::click);

            click(By.cssSelector("section[data-endpoint='" + id + "'] button.endpoint-rotate-secret"));
            String rotated = await("the new secret", () -> {
                String text = driver.findElement(By.id("newEndpointSecret")).getText();
                return text.startsWith("whsec_") && !text.equals(secret) ? text : null;
            });
            await("the previous secret's grace", () -> driver.findElement(section).getText().contains("the previous one also signs until"));
            String second = sendTestEvent(id);
            WebhookReceiver.Received again = await("the second test event", () -> receiver.received("notification.test").stream()
                    .filter(r -> second.equals(r.header("Sdkgen-Delivery"))).findFirst().orElse(null), BUILD_TIMEOUT);
            for (String key : List.of(rotated, secret)) {
                assertTrue(WebhookReceiver.signatureValid(again.header("Sdkgen-Signature"), again.body(), key, Instant.now(),
                        Duration.ofMinutes(5)), again.header("Sdkgen-Signature"));
            }
            await("both rows", () -> driver.findElements(By.cssSelector("#endpoints tr[data-delivery]")).size() == 2);
            js("document.querySelector('#endpoints section.endpoint').scrollIntoView()");
            shoot("notifications-rotated");
            driver.findElements(By.cssSelector("#notices button.dismiss")).forEach(WebElement::click);

            // Delete asks again on the same button, and stays armed when the page redraws the list meanwhile (every
            // 4 s; here at once, by the page's own refresh, awaited): the confirming click deletes it, exactly once
            By delete = By.cssSelector("section[data-endpoint='" + id + "'] button.endpoint-delete");
            WebElement button = driver.findElement(delete);
            button.click();
            assertEquals("Confirm delete", driver.findElement(delete).getText());
            ((JavascriptExecutor) driver).executeAsyncScript("const done = arguments[arguments.length - 1];"
                    + " refreshNow().then(() => done(true));");
            assertEquals("Confirm delete", driver.findElement(delete).getText(), "still armed after the list was redrawn");
            driver.findElement(delete).click();
            await("the deleted notice", () -> driver.findElements(By.cssSelector("#notices .notice.ok")).stream()
                    .anyMatch(n -> n.getText().contains("Endpoint " + receiver.url() + " deleted with its delivery log.")));
            await("the endpoint gone", () -> driver.findElements(section).isEmpty()
                    && driver.findElement(By.id("endpoints")).getText().contains("No endpoints for this project."));
            call("GET", hooks + "/" + id, 404);
            assertEquals(2, receiver.received().size(), "only the two test events: " + receiver.received());
            driver.findElements(By.cssSelector("#notices button.dismiss")).forEach(WebElement::click);
        }
    }

    /** Send test event on the endpoint's section: the notice names the queued delivery. */
    private static String sendTestEvent(String endpoint) {
        click(By.cssSelector("section[data-endpoint='" + endpoint + "'] button.endpoint-send-test-event"));
        WebElement queued = await("the test's notice", () -> driver.findElements(By.cssSelector("#notices .notice.ok")).stream()
                .filter(n -> n.getText().startsWith("Test event queued (delivery ntf_")).findFirst().orElse(null));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\(delivery (ntf_[^)]+)\\)").matcher(queued.getText());
        assertTrue(m.find(), queued.getText());
        queued.findElement(By.cssSelector("button.dismiss")).click();
        return m.group(1);
    }

    @Test
    @Order(15)
    void signingOutRefusesEveryPageAgainAndNoConsoleErrors() throws Exception {
        driver.findElement(By.id("signOut")).click();
        await("the sign-in form", () -> driver.findElement(By.id("signIn")).isDisplayed());
        assertEquals(null, js("return sessionStorage.getItem('sdkgen.token')"));
        driver.get(gateway + "/#/build/" + good + "/typescript/" + goodBuild);
        driver.navigate().refresh();
        await("the sign-in form", () -> driver.findElement(By.id("signIn")).isDisplayed());
        assertTrue(driver.findElements(By.id("sha256")).isEmpty());
        keepConsoleLog();
        // The browser reports the answers the tests provoked on purpose (the wrong token's 401, the
        // refused retry's 409, the viewer's 403 when the console asks whether to show the Audit link) as
        // failed resources; anything else at SEVERE is a console error.
        List<String> errors = consoleLog.stream().filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage)
                .filter(m -> !(m.contains("/api/v1/projects") && m.contains("401"))
                        && !(m.contains("/retry") && m.contains("409"))
                        && !(m.contains("/api/v1/audit?limit=1") && m.contains("403")))
                .toList();
        assertEquals(List.of(), errors, "console errors");
        System.out.printf("BuildsConsoleIT: screenshots in %s%n", SCREENSHOTS);
    }

    // ---- browser helpers --------------------------------------------------------------------------

    private static Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    private static void open(String hash) {
        driver.get(gateway + "/" + hash);
        await("the page", () -> driver.findElement(By.id("view")).isDisplayed()
                && !driver.findElement(By.id("view")).getText().isEmpty());
    }

    private static void openBuild(String project, String target, String build) {
        open("#/build/" + project + "/" + target + "/" + build);
        await("the build page", () -> !driver.findElements(By.id("buildId")).isEmpty());
    }

    /** Clicks an element the page may be re-rendering: found and clicked again until it works. */
    private static void click(By by) {
        await("a click on " + by, () -> {
            driver.findElement(by).click();
            return true;
        });
    }

    private static void awaitLogLoaded() {
        await("the full log", () -> driver.findElement(By.id("logState")).getText().matches(" ?\\d+ lines · attempt \\d+"));
    }

    @SuppressWarnings("unchecked")
    private static List<String> logLines() {
        return (List<String>) js("return [...document.querySelectorAll('#log .line')].map(l => l.textContent)");
    }

    @SuppressWarnings("unchecked")
    private static List<String> rowIds() {
        return (List<String>) js("return [...document.querySelectorAll('#buildRows tr[data-build]')].map(r => r.dataset.build)");
    }

    @SuppressWarnings("unchecked")
    private static List<String> rowStates() {
        return (List<String>) js("return [...document.querySelectorAll('#buildRows tr[data-build]')].map(r => r.dataset.state)");
    }

    private static WebElement row(String build) {
        return driver.findElement(By.cssSelector("tr[data-build='" + build + "']"));
    }

    private static void selectFilter(String id, String value) {
        String param = id.substring(2) + "=";
        await("the filter " + id, () -> {
            new Select(driver.findElement(By.id(id))).selectByValue(value);
            return true;
        });
        await("the filter in the address", () -> value.isEmpty() ? !driver.getCurrentUrl().contains(param)
                : driver.getCurrentUrl().contains(param + value));
        await("the filter on the page", () -> new Select(driver.findElement(By.id(id))).getFirstSelectedOption()
                .getAttribute("value").equals(value));
    }

    /** Presses Tab from the top of the page, naming every element that gets the focus. */
    private static List<String> tabThrough(int presses) {
        js("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)");
        List<String> reached = new ArrayList<>();
        for (int i = 0; i < presses; i++) {
            new Actions(driver).sendKeys(Keys.TAB).perform();
            reached.add((String) js("const e = document.activeElement; return e.tagName.toLowerCase()"
                    + " + (e.id ? '#' + e.id : '') + (e.className ? '.' + e.className.split(' ')[0] : '')"
                    + " + ':' + (e.textContent || '').trim().slice(0, 30)"));
        }
        return reached;
    }

    /** A screenshot of the current page, wide (1400×900) and narrow (400 px). */
    private static void shoot(String name) throws IOException, InterruptedException {
        for (Dimension size : List.of(new Dimension(1400, 900), new Dimension(400, 900))) {
            driver.manage().window().setSize(size);
            Thread.sleep(300);
            Files.write(SCREENSHOTS.resolve(name + "-" + size.width + ".png"), driver.getScreenshotAs(OutputType.BYTES));
        }
        driver.manage().window().setSize(new Dimension(1400, 900));
    }

    private static <T> T await(String what, Supplier<T> condition) {
        return await(what, condition, Duration.ofSeconds(10 * FACTOR));
    }

    private static <T> T await(String what, Supplier<T> condition, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        RuntimeException last = null;
        while (System.nanoTime() < deadline) {
            try {
                T value = condition.get();
                if (value != null && !Boolean.FALSE.equals(value)) {
                    return value;
                }
            } catch (RuntimeException e) {
                last = e;
            }
            try {
                Thread.sleep(150);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
        throw new AssertionError("waited " + timeout.toSeconds() + " s for " + what + " at " + driver.getCurrentUrl()
                + (last == null ? "" : ": " + last.getMessage().lines().findFirst().orElse("")));
    }

    // ---- HTTP helpers ---------------------------------------------------------------------------

    private static String register(String name, String url) throws Exception {
        return api.register(name, url, null).path("project_id").asText();
    }

    /**
     * Issue 23: the empty bare repository behind Git's own smart-HTTP backend (a token required) set as the
     * SDK repository of acme-console's typescript target with the projects page's form, as a user would
     * (the form calls {@code PUT …/repository}): every succeeded typescript build is then really committed there.
     */
    private static void setTheSdkRepositoryOnTheProjectsPage() throws Exception {
        open("#/projects");
        await("the SDK repository form", () -> driver.findElement(By.id("repositoryForm")).isDisplayed());
        new Select(driver.findElement(By.id("repoProject"))).selectByValue(good);
        new Select(driver.findElement(By.id("repoTarget"))).selectByValue("typescript");
        driver.findElement(By.id("repoUrl")).sendKeys(sdkServer.url("acme-typescript.git"));
        new Select(driver.findElement(By.id("repoAuth"))).selectByValue("token");
        driver.findElement(By.id("repoSecret")).sendKeys(SDK_TOKEN);
        driver.findElement(By.cssSelector("#repositoryForm button[type='submit']")).click();
        WebElement saved = await("the saved notice", () -> driver.findElements(By.cssSelector("#notices .notice.ok")).stream()
                .filter(n -> n.getText().contains("SDK repository of acme-console / typescript")).findFirst().orElse(null));
        assertEquals("", driver.findElement(By.id("repoSecret")).getAttribute("value"), "the token stays in the form");
        JsonNode repository = call("GET", "/api/v1/projects/" + good + "/sdk-targets/typescript/repository", 200);
        assertEquals(sdkServer.url("acme-typescript.git"), repository.path("url").asText(), repository.toString());
        assertEquals("token", repository.path("auth").path("type").asText(), repository.toString());
        saved.findElement(By.cssSelector("button.dismiss")).click();
    }

    private static String git(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        Process git = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(git.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, git.waitFor(), command + ": " + out);
        return out;
    }

    /** The SDK repository's refs as a Git client sees them ({@code git ls-remote}): annotated tags also peeled ({@code ^{}}). */
    private static Map<String, String> sdkRefs() throws IOException, InterruptedException {
        Map<String, String> refs = new HashMap<>();
        git("ls-remote", sdkBare.toString()).lines().map(l -> l.split("\t")).forEach(r -> refs.put(r[1], r[0]));
        return refs;
    }

    /**
     * A typescript build of acme-console delivered: its {@code delivery.commit} is the SDK repository's branch
     * head (as {@code git ls-remote} reads it) with the tag {@code tag} on it, and its page shows that commit
     * (the hash only: plain http on 127.0.0.1 has no commit page) and tag; the token is in no page and no answer.
     * Returns the commit.
     */
    private static String assertDeliveredOnItsPage(String build, String tag) throws Exception {
        String path = builds(good, "typescript") + "/" + build;
        JsonNode delivery = await("the delivery of " + build, () -> {
            JsonNode d = call(path).path("delivery");
            assertFalse("failed".equals(d.path("state").asText()), d.toString());
            return "delivered".equals(d.path("state").asText()) ? d : null;
        }, BUILD_TIMEOUT);
        Map<String, String> refs = sdkRefs();
        String head = refs.get("refs/heads/main");
        assertEquals(head, delivery.path("commit").asText(), delivery + " / " + refs);
        assertTrue(delivery.path("committed").asBoolean(), delivery.toString());
        assertEquals(tag, delivery.path("tag").asText(), delivery.toString());
        assertEquals(head, refs.get("refs/tags/" + tag + "^{}"), refs.toString());
        openBuild(good, "typescript", build);
        await("the delivered commit on the page", () -> head.equals(driver.findElement(By.id("deliveryCommit")).getAttribute("title")),
                BUILD_TIMEOUT);
        assertEquals(head.substring(0, 12), driver.findElement(By.id("deliveryCommit")).getText());
        assertEquals(tag, driver.findElement(By.id("deliveryTag")).getText());
        String shown = driver.findElement(By.id("delivery")).getText();
        assertTrue(shown.contains("delivered (delivery 1)") && shown.contains("main of " + sdkServer.url("acme-typescript.git")), shown);
        assertTrue(driver.findElements(By.id("deliveryLink")).isEmpty(), "a commit link for a plain-http repository");
        for (String where : List.of(driver.getPageSource(), call("GET", path, 200).toString(), text(path + "/logs"))) {
            assertFalse(where.contains(SDK_TOKEN), "the SDK repository's token in " + where);
        }
        return head;
    }

    /** A GET without a token. */
    private static HttpResponse<String> anonymous(String path) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(URI.create(gateway + path)).timeout(Duration.ofSeconds(60)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode call(String method, String path, int status) throws Exception {
        return api.call(method, path, null, status);
    }

    private static String text(String path) throws Exception {
        return api.text(path);
    }

    /** A build's JSON, for awaits (unchecked). */
    private static JsonNode call(String path) {
        try {
            return call("GET", path, 200);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static String logOf(String buildPath) {
        try {
            return text(buildPath + "/logs");
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static String state(String path) {
        return call(path).path("state").asText();
    }

    private static JsonNode awaitFinal(String path) throws Exception {
        long deadline = System.nanoTime() + BUILD_TIMEOUT.toNanos();
        while (true) {
            JsonNode build = call("GET", path, 200);
            if (Set.of("succeeded", "failed", "stuck", "cancelled").contains(build.path("state").asText())) {
                return build;
            }
            assertTrue(System.nanoTime() < deadline, path + " still " + build.path("state").asText());
            Thread.sleep(300);
        }
    }

    private static List<String> ids(JsonNode builds) {
        List<String> ids = new ArrayList<>();
        builds.forEach(b -> ids.add(b.path("build_id").asText()));
        return ids;
    }

    private static long seconds(long since) {
        return Duration.ofNanos(System.nanoTime() - since).toSeconds();
    }

    /** Sends a signal to one of the platform's service processes ({@code STOP} pauses it, {@code CONT} resumes it). */
    private static void signal(String service, String signal) throws IOException, InterruptedException {
        signal(platform.services.get(service).pid(), signal);
    }

    private static void signal(long pid, String signal) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(pid)).inheritIO().start();
        assertEquals(0, kill.waitFor(), "kill -" + signal + " " + pid);
    }
}
