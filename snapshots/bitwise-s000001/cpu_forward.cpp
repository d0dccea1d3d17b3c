struct wp_args_bitwise_s000001 {
    wp::array_t<wp::uint32> a;
    wp::array_t<wp::uint32> out;
};

template <bool wp_linear_contiguous>
static void bitwise_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_bitwise_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_bitwise_s000001 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::uint32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::uint32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::uint32> var_a = _wp_args->a;
    wp::array_t<wp::uint32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::uint32 var_1;
    const wp::int32 var_2 = 13;
    wp::uint32 var_3;
    wp::uint32 var_4;
    const wp::int32 var_5 = 19;
    wp::uint32 var_6;
    wp::uint32 var_7;
    wp::uint32 var_8;
    wp::uint32* var_9;
    wp::uint32 var_10;
    wp::uint32 var_11;
    const wp::int32 var_12 = 2;
    wp::uint32 var_13;
    wp::uint32 var_14;
    const wp::int32 var_15 = 0;
    wp::uint32 var_16;
    bool var_17;
    const wp::int32 var_18 = 15;
    wp::uint32 var_19;
    wp::uint32 var_20;
    wp::uint32 var_21;
    wp::uint32 var_22;
    //---------
    // forward
    // def bitwise_s000001(                                                                   <L 7>
    // i = wp.tid()                                                                           <L 11>
    var_0 = builtin_tid1d();
    // x0 = wp.uint32(i)                                                                      <L 12>
    var_1 = wp::uint32(var_0);
    // x1 = (x0 << wp.uint32(13)) | (x0 >> wp.uint32(19))                                     <L 13>
    var_3 = wp::uint32(var_2);
    var_4 = wp::lshift(var_1, var_3);
    var_6 = wp::uint32(var_5);
    var_7 = wp::rshift(var_1, var_6);
    var_8 = wp::bit_or(var_4, var_7);
    // x2 = x1 ^ a[i]                                                                         <L 14>
    var_9 = wp::address(var_a, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::bit_xor(var_8, var_11);
    // out[i] = x2 >> wp.uint32(15) if (x2 & wp.uint32(2)) == wp.uint32(0) else ~x2           <L 15>
    var_13 = wp::uint32(var_12);
    var_14 = wp::bit_and(var_10, var_13);
    var_16 = wp::uint32(var_15);
    var_17 = (var_14 == var_16);
    if (var_17) {
        var_19 = wp::uint32(var_18);
        var_20 = wp::rshift(var_10, var_19);
    }
    if (!var_17) {
        var_21 = wp::invert(var_10);
    }
    var_22 = wp::where(var_17, var_20, var_21);
    wp::array_store(var_out, var_0, var_22);
}