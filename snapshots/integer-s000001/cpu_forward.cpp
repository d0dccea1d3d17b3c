struct wp_args_integer_s000001 {
    wp::array_t<wp::int32> a;
    wp::array_t<wp::int32> b;
    wp::array_t<wp::int32> out;
};

template <bool wp_linear_contiguous>
static void integer_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_integer_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_integer_s000001 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::int32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::int32> var_a = _wp_args->a;
    wp::array_t<wp::int32> var_b = _wp_args->b;
    wp::array_t<wp::int32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32* var_1;
    const wp::int32 var_2 = 1;
    wp::int32 var_3;
    wp::int32 var_4;
    wp::int32* var_5;
    wp::int32 var_6;
    wp::int32 var_7;
    wp::int32* var_8;
    wp::int32 var_9;
    wp::int32 var_10;
    wp::int32* var_11;
    const wp::int32 var_12 = 25;
    bool var_13;
    wp::int32 var_14;
    wp::int32* var_15;
    wp::int32 var_16;
    wp::int32 var_17;
    //---------
    // forward
    // def integer_s000001(                                                                   <L 7>
    // i = wp.tid()                                                                           <L 12>
    var_0 = builtin_tid1d();
    // x0 = a[i] + 1                                                                          <L 13>
    var_1 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_3 = wp::add(var_4, var_2);
    // x1 = x0 + b[i] + a[i]                                                                  <L 14>
    var_5 = wp::address(var_b, var_0);
    var_7 = wp::load(var_5);
    var_6 = wp::add(var_3, var_7);
    var_8 = wp::address(var_a, var_0);
    var_10 = wp::load(var_8);
    var_9 = wp::add(var_6, var_10);
    // out[i] = wp.where(a[i] >= 25, x1, a[i])                                                <L 15>
    var_11 = wp::address(var_a, var_0);
    var_14 = wp::load(var_11);
    var_13 = (var_14 >= var_12);
    var_15 = wp::address(var_a, var_0);
    var_17 = wp::load(var_15);
    var_16 = wp::where(var_13, var_9, var_17);
    wp::array_store(var_out, var_0, var_16);
}