extern "C" __global__ void complex_math_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float64> var_a,
    wp::array_t<wp::float64> var_b,
    wp::array_t<wp::vec_t<2, wp::float64>> var_c,
    wp::array_t<wp::vec_t<2, wp::float64>> var_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::float64* var_1;
        wp::float64* var_2;
        wp::vec_t<2, wp::float64>* var_3;
        wp::vec_t<2, wp::float64> var_4;
        wp::vec_t<2, wp::float64> var_5;
        wp::float64 var_6;
        wp::float64 var_7;
        wp::vec_t<2, wp::float64> var_8;
        const wp::int32 var_9 = 0;
        wp::float64 var_10;
        const wp::int32 var_11 = 0;
        wp::float64 var_12;
        wp::float64 var_13;
        const wp::int32 var_14 = 1;
        wp::float64 var_15;
        const wp::int32 var_16 = 1;
        wp::float64 var_17;
        wp::float64 var_18;
        wp::float64 var_19;
        const wp::int32 var_20 = 0;
        wp::float64 var_21;
        const wp::int32 var_22 = 1;
        wp::float64 var_23;
        wp::float64 var_24;
        const wp::int32 var_25 = 1;
        wp::float64 var_26;
        const wp::int32 var_27 = 0;
        wp::float64 var_28;
        wp::float64 var_29;
        wp::float64 var_30;
        wp::vec_t<2, wp::float64> var_31;
        const wp::int32 var_32 = 0;
        wp::float64 var_33;
        const wp::int32 var_34 = 1;
        wp::float64 var_35;
        wp::float64 var_36;
        wp::vec_t<2, wp::float64> var_37;
        //---------
        // forward
        // def complex_math_s000000(                                                              <L 12>
        // i = wp.tid()                                                                           <L 18>
        var_0 = builtin_tid1d();
        // x0, x1 = complex_math_s000000_pair(a[i], b[i], c[i])                                   <L 19>
        var_1 = wp::address(var_a, var_0);
        var_2 = wp::address(var_b, var_0);
        var_3 = wp::address(var_c, var_0);
        var_6 = wp::load(var_1);
        var_7 = wp::load(var_2);
        var_8 = wp::load(var_3);
        complex_math_s000000_pair_0(var_6, var_7, var_8, var_4, var_5);
        // x2 = wp.vec2d(x0[0] * x1[0] - x0[1] * x1[1], x0[0] * x1[1] + x0[1] * x1[0])            <L 20>
        var_10 = wp::extract(var_4, var_9);
        var_12 = wp::extract(var_5, var_11);
        var_13 = wp::mul(var_10, var_12);
        var_15 = wp::extract(var_4, var_14);
        var_17 = wp::extract(var_5, var_16);
        var_18 = wp::mul(var_15, var_17);
        var_19 = wp::sub(var_13, var_18);
        var_21 = wp::extract(var_4, var_20);
        var_23 = wp::extract(var_5, var_22);
        var_24 = wp::mul(var_21, var_23);
        var_26 = wp::extract(var_4, var_25);
        var_28 = wp::extract(var_5, var_27);
        var_29 = wp::mul(var_26, var_28);
        var_30 = wp::add(var_24, var_29);
        var_31 = wp::vec_t<2, wp::float64>(var_19, var_30);
        // out[i] = wp.vec2d(x2[0], -x2[1])                                                       <L 21>
        var_33 = wp::extract(var_31, var_32);
        var_35 = wp::extract(var_31, var_34);
        var_36 = wp::neg(var_35);
        var_37 = wp::vec_t<2, wp::float64>(var_33, var_36);
        wp::array_store(var_out, var_0, var_37);
    }
}