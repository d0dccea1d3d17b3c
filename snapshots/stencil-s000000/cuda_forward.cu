extern "C" __global__ void stencil_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::float32> var_a,
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
        wp::int32 var_1;
        wp::int32 var_2;
        const wp::int32 var_3 = 1;
        wp::int32 var_4;
        const wp::int32 var_5 = 0;
        wp::shape_t* var_6;
        const wp::int32 var_7 = 0;
        wp::int32 var_8;
        wp::shape_t var_9;
        const wp::int32 var_10 = 1;
        wp::int32 var_11;
        wp::int32 var_12;
        wp::float32* var_13;
        const wp::int32 var_14 = 1;
        wp::int32 var_15;
        wp::shape_t* var_16;
        const wp::int32 var_17 = 0;
        wp::int32 var_18;
        wp::shape_t var_19;
        const wp::int32 var_20 = 1;
        wp::int32 var_21;
        wp::int32 var_22;
        wp::float32* var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        const wp::int32 var_27 = 1;
        wp::int32 var_28;
        const wp::int32 var_29 = 0;
        wp::int32 var_30;
        wp::float32* var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::int32 var_34 = 1;
        wp::int32 var_35;
        wp::shape_t* var_36;
        const wp::int32 var_37 = 1;
        wp::int32 var_38;
        wp::shape_t var_39;
        const wp::int32 var_40 = 1;
        wp::int32 var_41;
        wp::int32 var_42;
        wp::float32* var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::int32 var_46 = 1;
        wp::int32 var_47;
        const wp::int32 var_48 = 0;
        wp::int32 var_49;
        wp::float32* var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        const wp::int32 var_53 = 1;
        wp::int32 var_54;
        wp::shape_t* var_55;
        const wp::int32 var_56 = 2;
        wp::int32 var_57;
        wp::shape_t var_58;
        const wp::int32 var_59 = 1;
        wp::int32 var_60;
        wp::int32 var_61;
        wp::float32* var_62;
        wp::float32 var_63;
        wp::float32 var_64;
        const wp::float32 var_65 = 6.0;
        wp::float32 var_66;
        wp::float32* var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32* var_70;
        const wp::float32 var_71 = 0.125;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        const wp::float32 var_75 = -3.0;
        const wp::float32 var_76 = 3.0;
        wp::float32 var_77;
        wp::float32 var_78;
        //---------
        // forward
        // def stencil_s000000(                                                                   <L 10>
        // i, j, k = wp.tid()                                                                     <L 14>
        builtin_tid3d(var_0, var_1, var_2);
        // x0 = (a[wp.clamp(i - 1, 0, a.shape[0] - 1), j, k] + a[wp.min(i + 1, a.shape[0] - 1), j, k] + a[i, wp.max(j - 1, 0), k] + a[i, wp.min(j + 1, a.shape[1] - 1), k] + a[i, j, wp.max(k - 1, 0)] + a[i, j, wp.min(k + 1, a.shape[2] - 1)]) / 6.0 - a[i, j, k]       <L 15>
        var_4 = wp::sub(var_0, var_3);
        var_6 = &(var_a.shape);
        var_9 = wp::load(var_6);
        var_8 = wp::extract(var_9, var_7);
        var_11 = wp::sub(var_8, var_10);
        var_12 = wp::clamp(var_4, var_5, var_11);
        var_13 = wp::address(var_a, var_12, var_1, var_2);
        var_15 = wp::add(var_0, var_14);
        var_16 = &(var_a.shape);
        var_19 = wp::load(var_16);
        var_18 = wp::extract(var_19, var_17);
        var_21 = wp::sub(var_18, var_20);
        var_22 = wp::min(var_15, var_21);
        var_23 = wp::address(var_a, var_22, var_1, var_2);
        var_25 = wp::load(var_13);
        var_26 = wp::load(var_23);
        var_24 = wp::add(var_25, var_26);
        var_28 = wp::sub(var_1, var_27);
        var_30 = wp::max(var_28, var_29);
        var_31 = wp::address(var_a, var_0, var_30, var_2);
        var_33 = wp::load(var_31);
        var_32 = wp::add(var_24, var_33);
        var_35 = wp::add(var_1, var_34);
        var_36 = &(var_a.shape);
        var_39 = wp::load(var_36);
        var_38 = wp::extract(var_39, var_37);
        var_41 = wp::sub(var_38, var_40);
        var_42 = wp::min(var_35, var_41);
        var_43 = wp::address(var_a, var_0, var_42, var_2);
        var_45 = wp::load(var_43);
        var_44 = wp::add(var_32, var_45);
        var_47 = wp::sub(var_2, var_46);
        var_49 = wp::max(var_47, var_48);
        var_50 = wp::address(var_a, var_0, var_1, var_49);
        var_52 = wp::load(var_50);
        var_51 = wp::add(var_44, var_52);
        var_54 = wp::add(var_2, var_53);
        var_55 = &(var_a.shape);
        var_58 = wp::load(var_55);
        var_57 = wp::extract(var_58, var_56);
        var_60 = wp::sub(var_57, var_59);
        var_61 = wp::min(var_54, var_60);
        var_62 = wp::address(var_a, var_0, var_1, var_61);
        var_64 = wp::load(var_62);
        var_63 = wp::add(var_51, var_64);
        var_66 = wp::div(var_63, var_65);
        var_67 = wp::address(var_a, var_0, var_1, var_2);
        var_69 = wp::load(var_67);
        var_68 = wp::sub(var_66, var_69);
        // out[i, j, k] = wp.exp(wp.clamp(a[i, j, k] + x0 * SCALE, OFFSET, 3.0))                  <L 16>
        var_70 = wp::address(var_a, var_0, var_1, var_2);
        var_72 = wp::mul(var_68, var_71);
        var_74 = wp::load(var_70);
        var_73 = wp::add(var_74, var_72);
        var_77 = wp::clamp(var_73, var_75, var_76);
        var_78 = wp::exp(var_77);
        wp::array_store(var_out, var_0, var_1, var_2, var_78);
    }
}