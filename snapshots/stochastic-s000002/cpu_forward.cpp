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
    wp_args_stochastic_s000002 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::int32 var_seed = _wp_args->seed;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::uint32 var_1;
    wp::vec_t<2, wp::float32> var_2;
    const wp::float32 var_3 = 12.0;
    wp::uint32 var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    //---------
    // forward
    // def stochastic_s000002(                                                                <L 15>
    // i = wp.tid()                                                                           <L 20>
    var_0 = builtin_tid1d();
    // rng = wp.rand_init(seed, i)                                                            <L 21>
    var_1 = wp::rand_init(var_seed, var_0);
    // x0 = wp.sample_triangle(rng)                                                           <L 22>
    var_2 = wp::sample_triangle(var_1);
    // x1 = wp.poisson(rng, 12.0)                                                             <L 23>
    var_4 = wp::poisson(var_1, var_3);
    // out[i] = stochastic_s000002_combine(x0, a[i], x1)                                      <L 24>
    var_5 = wp::address(var_a, var_0);
    var_7 = wp::load(var_5);
    var_6 = stochastic_s000002_combine_0(var_2, var_7, var_4);
    wp::array_store(var_out, var_0, var_6);
}