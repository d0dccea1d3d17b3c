extern "C" __global__ void stencil_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_out)
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
        const wp::int32 var_1 = 2;
        wp::int32 var_2;
        const wp::int32 var_3 = 0;
        wp::int32 var_4;
        wp::float32* var_5;
        const wp::int32 var_6 = 2;
        wp::int32 var_7;
        wp::shape_t* var_8;
        const wp::int32 var_9 = 0;
        wp::int32 var_10;
        wp::shape_t var_11;
        const wp::int32 var_12 = 1;
        wp::int32 var_13;
        wp::int32 var_14;
        wp::float32* var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32* var_19;
        const wp::float32 var_20 = 2.0;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::float32 var_24 = 2.0;
        wp::float32 var_25;
        wp::float32* var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::float32 var_30 = 1.0;
        wp::float32 var_31;
        const wp::float32 var_32 = 0.5;
        wp::float32 var_33;
        wp::float32* var_34;
        const wp::float32 var_35 = 1.0;
        wp::float32 var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        //---------
        // forward
        // def stencil_s000002(                                                                   <L 7>
        // i = wp.tid()                                                                           <L 12>
        var_0 = builtin_tid1d();
        // x0 = (a[wp.max(i - 2, 0)] + a[wp.min(i + 2, a.shape[0] - 1)] - a[i] * 2.0) * 2.0       <L 13>
        var_2 = wp::sub(var_0, var_1);
        var_4 = wp::max(var_2, var_3);
        var_5 = wp::address(var_a, var_4);
        var_7 = wp::add(var_0, var_6);
        var_8 = &(var_a.shape);
        var_11 = wp::load(var_8);
        var_10 = wp::extract(var_11, var_9);
        var_13 = wp::sub(var_10, var_12);
        var_14 = wp::min(var_7, var_13);
        var_15 = wp::address(var_a, var_14);
        var_17 = wp::load(var_5);
        var_18 = wp::load(var_15);
        var_16 = wp::add(var_17, var_18);
        var_19 = wp::address(var_a, var_0);
        var_22 = wp::load(var_19);
        var_21 = wp::mul(var_22, var_20);
        var_23 = wp::sub(var_16, var_21);
        var_25 = wp::mul(var_23, var_24);
        // out[i] = wp.pow(wp.abs(a[i] + x0) + 1.0, 0.5) + b[i] * 1.0                             <L 14>
        var_26 = wp::address(var_a, var_0);
        var_28 = wp::load(var_26);
        var_27 = wp::add(var_28, var_25);
        var_29 = wp::abs(var_27);
        var_31 = wp::add(var_29, var_30);
        var_33 = wp::pow(var_31, var_32);
        var_34 = wp::address(var_b, var_0);
        var_37 = wp::load(var_34);
        var_36 = wp::mul(var_37, var_35);
        var_38 = wp::add(var_33, var_36);
        wp::array_store(var_out, var_0, var_38);
    }
}