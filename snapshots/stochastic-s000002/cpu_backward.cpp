template <bool wp_linear_contiguous>
static void stochastic_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_stochastic_s000002 *_wp_args,
    wp_args_stochastic_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::int32 var_seed = _wp_args->seed;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::int32 adj_seed = _wp_adj_args->seed;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::uint32 var_1;
    const wp::float32 var_2 = 1.5;
    wp::uint32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::int32 var_7 = 0;
    wp::float32 var_8;
    const wp::float32 var_9 = 0.125;
    const wp::float32 var_10 = 0.08838834764831845;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::int32 var_14 = 1;
    wp::float32 var_15;
    const wp::float32 var_16 = 0.125;
    const wp::float32 var_17 = 0.08838834764831845;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::int32 var_21 = 2;
    wp::float32 var_22;
    const wp::float32 var_23 = 0.125;
    const wp::float32 var_24 = 0.08838834764831845;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32* var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::uint32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::uint32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    //---------
    // forward
    // def stochastic_s000002(                                                                <L 12>
    // i = wp.tid()                                                                           <L 17>
    var_0 = builtin_tid1d();
    // rng = wp.rand_init(seed, i)                                                            <L 18>
    var_1 = wp::rand_init(var_seed, var_0);
    // x0 = wp.poisson(rng, 1.5)                                                              <L 19>
    var_3 = wp::poisson(var_1, var_2);
    // x1 = a[i]                                                                              <L 20>
    var_4 = wp::address(var_a, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // for j in range(3):                                                                     <L 21>
    // x2 = wp.randf(rng)                                                                     <L 22>
    var_8 = wp::randf(var_1);
    // x1 += 0.125 + 0.08838834764831845 * x2                                                 <L 23>
    var_11 = wp::mul(var_10, var_8);
    var_12 = wp::add(var_9, var_11);
    var_13 = wp::add(var_5, var_12);
    // x2 = wp.randf(rng)                                                                     <L 22>
    var_15 = wp::randf(var_1);
    // x1 += 0.125 + 0.08838834764831845 * x2                                                 <L 23>
    var_18 = wp::mul(var_17, var_15);
    var_19 = wp::add(var_16, var_18);
    var_20 = wp::add(var_13, var_19);
    // x2 = wp.randf(rng)                                                                     <L 22>
    var_22 = wp::randf(var_1);
    // x1 += 0.125 + 0.08838834764831845 * x2                                                 <L 23>
    var_25 = wp::mul(var_24, var_22);
    var_26 = wp::add(var_23, var_25);
    var_27 = wp::add(var_20, var_26);
    // out[i] = stochastic_s000002_combine(a[i], x0, x1)                                      <L 24>
    var_28 = wp::address(var_a, var_0);
    var_30 = wp::load(var_28);
    var_29 = stochastic_s000002_combine_0(var_30, var_3, var_27);
    // wp::array_store(var_out, var_0, var_29);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_29, adj_out, adj_0, adj_29);
    adj_stochastic_s000002_combine_0(var_30, var_3, var_27, adj_28, adj_3, adj_27, adj_29);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_28);
    // adj: out[i] = stochastic_s000002_combine(a[i], x0, x1)                                 <L 24>
    wp::adj_add(var_20, var_26, adj_20, adj_26, adj_27);
    wp::adj_add(var_23, var_25, adj_23, adj_25, adj_26);
    wp::adj_mul(var_24, var_22, adj_24, adj_22, adj_25);
    // adj: x1 += 0.125 + 0.08838834764831845 * x2                                            <L 23>
    // adj: x2 = wp.randf(rng)                                                                <L 22>
    wp::adj_add(var_13, var_19, adj_13, adj_19, adj_20);
    wp::adj_add(var_16, var_18, adj_16, adj_18, adj_19);
    wp::adj_mul(var_17, var_15, adj_17, adj_15, adj_18);
    // adj: x1 += 0.125 + 0.08838834764831845 * x2                                            <L 23>
    // adj: x2 = wp.randf(rng)                                                                <L 22>
    wp::adj_add(var_5, var_12, adj_5, adj_12, adj_13);
    wp::adj_add(var_9, var_11, adj_9, adj_11, adj_12);
    wp::adj_mul(var_10, var_8, adj_10, adj_8, adj_11);
    // adj: x1 += 0.125 + 0.08838834764831845 * x2                                            <L 23>
    // adj: x2 = wp.randf(rng)                                                                <L 22>
    // adj: for j in range(3):                                                                <L 21>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_4);
    // adj: x1 = a[i]                                                                         <L 20>
    // adj: x0 = wp.poisson(rng, 1.5)                                                         <L 19>
    // adj: rng = wp.rand_init(seed, i)                                                       <L 18>
    // adj: i = wp.tid()                                                                      <L 17>
    // adj: def stochastic_s000002(                                                           <L 12>
    return;
}