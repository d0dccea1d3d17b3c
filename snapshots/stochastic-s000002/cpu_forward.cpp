struct wp_args_stochastic_s000002 {
    wp::array_t<wp::float32> a;
    wp::int32 seed;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void stochastic_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_stochastic_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::int32 var_seed = _wp_args->seed;
    wp::array_t<wp::float32> var_out = _wp_args->out;
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
    wp::array_store(var_out, var_0, var_29);
}